import { checkRolloutStart, stepSecondsOf, stepsOf } from './startCheck';

describe('the start form of a rollout', () => {
  it('reads steps as ascending whole percentages ending at 100', () => {
    expect(stepsOf('5,25,50,100')).toEqual([5, 25, 50, 100]);
    expect(stepsOf(' 10 %, 100% ')).toEqual([10, 100]);
    expect(stepsOf('100')).toEqual([100]);
    expect(stepsOf('5,50')).toBeNull();
    expect(stepsOf('50,25,100')).toBeNull();
    expect(stepsOf('0,100')).toBeNull();
    expect(stepsOf('5,5,100')).toBeNull();
    expect(stepsOf('1,2,3,4,5,6,7,8,9,10,100')).toBeNull();
    expect(stepsOf('five,100')).toBeNull();
  });

  it('reads a step length in seconds, minutes or hours, minutes when no unit is given', () => {
    expect(stepSecondsOf('90s')).toBe(90);
    expect(stepSecondsOf('30m')).toBe(1800);
    expect(stepSecondsOf('2h')).toBe(7200);
    expect(stepSecondsOf('15')).toBe(900);
    expect(stepSecondsOf('half an hour')).toBeNull();
  });

  it('names the first wrong field, and the API’s request when none is', () => {
    const fields = { remote: 'mfe_menu', version: 'v2', steps: '5,25,100', every: '10m' };
    expect(checkRolloutStart(fields)).toEqual({
      ok: true,
      request: { remote: 'mfe_menu', version: 'v2', steps: [5, 25, 100], stepSeconds: 600 },
    });
    expect(checkRolloutStart({ ...fields, version: ' ' })).toEqual({ ok: false, problem: 'version' });
    expect(checkRolloutStart({ ...fields, steps: '5,25' })).toEqual({ ok: false, problem: 'steps' });
    // Shorter steps judge nothing: the API refuses them too.
    expect(checkRolloutStart({ ...fields, every: '9s' })).toEqual({ ok: false, problem: 'every' });
    expect(checkRolloutStart({ ...fields, every: '10s' })).toMatchObject({ ok: true });
  });
});
