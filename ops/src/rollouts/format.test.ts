import { stepLength, timeUntil } from './format';

describe('rollout times in words', () => {
  const now = Date.parse('2026-12-06T12:00:00.000Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it('says how long until the next step', () => {
    expect(timeUntil(at(45), now)).toBe('in 45 s');
    expect(timeUntil(at(119.5), now)).toBe('in 2 min');
    expect(timeUntil(at(3600), now)).toBe('in 1 h');
    expect(timeUntil(at(7500), now)).toBe('in 2 h 5 min');
    expect(timeUntil(at(3 * 86400 + 4 * 3600), now)).toBe('in 3 d 4 h');
    // The API moves the step within its sweep: past due reads as imminent, never as a negative time.
    expect(timeUntil(at(-3), now)).toBe('any moment now');
  });

  it('writes a step length in the unit it was given in', () => {
    expect(stepLength(1800)).toBe('30 min');
    expect(stepLength(7200)).toBe('2 h');
    expect(stepLength(90)).toBe('90 s');
  });
});
