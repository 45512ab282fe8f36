import { amount, dateTime, duration, milliseconds, percent, perGuest, shareInterval, uplift } from './format';
import { checkRampWeights } from './rampWeights';

describe('figures on an experiment card', () => {
  it('writes shares, intervals and uplift as an operator reads them', () => {
    expect(percent(0.2534)).toBe('25.3 %');
    expect(percent(null)).toBe('–');
    expect(shareInterval(0.121, 0.4023)).toBe('12.1 – 40.2 %');
    expect(uplift(0.2, -0.051, 0.451)).toBe('+20.0 % (−5.1 % to +45.1 %)');
    expect(uplift(-0.1, null, null)).toBe('−10.0 %');
    expect(amount(320, 'EUR')).toBe('€3.20');
    expect(amount(1999, 'GBP')).toBe('£19.99');
    expect(amount(320, 'USD')).toBe('$3.20');
    expect(amount(320, 'XX1')).toBe('3.20 XX1');
    expect(amount(null, 'EUR')).toBe('–');
    expect(milliseconds(1240)).toBe('1,240 ms');
    expect(perGuest(3, 120)).toBe('2.5 %');
    expect(perGuest(3, 0)).toBe('–');
  });

  it('gives times with their zone, and how long things ran', () => {
    expect(dateTime('2026-11-27T14:05:00.000Z', 'UTC')).toBe('27 Nov 2026, 14:05 UTC');
    expect(dateTime('2026-11-27T14:05:00.000Z', 'Europe/Athens')).toBe('27 Nov 2026, 16:05 EET');
    expect(duration('2026-11-27T10:00:00Z', '2026-11-27T12:10:30Z')).toBe('2 h 10 min');
    expect(duration('2026-11-24T10:00:00Z', '2026-11-27T12:10:00Z')).toBe('3 d 2 h');
    expect(duration('2026-11-27T10:00:00Z', '2026-11-27T10:04:59Z')).toBe('4 min');
  });
});

describe('new weights for a ramp', () => {
  it('sends every variant, 0 included, and refuses what the API would', () => {
    expect(checkRampWeights({ a: '10', b: '90', c: '' })).toEqual({ ok: true, variants: { a: 10, b: 90, c: 0 } });
    expect(checkRampWeights({ a: '101', b: '0' })).toEqual({ ok: false, error: 'weight' });
    expect(checkRampWeights({ a: '1.5' })).toEqual({ ok: false, error: 'weight' });
    expect(checkRampWeights({ a: '0', b: '' })).toEqual({ ok: false, error: 'total' });
  });
});
