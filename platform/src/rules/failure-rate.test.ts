import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASELINE_FAILURES, failsMoreThanControl, failuresHigherP, judgeFailures, MIN_CONTROL_GUESTS } from './failure-rate';

const close = (actual: number, expected: number, tolerance: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not within ${tolerance} of ${expected}`);

describe('the failure-rate test (Fisher’s exact, one-sided)', () => {
  it('gives the published p-values', () => {
    // Fisher's lady tasting tea (R's fisher.test example, alternative = "greater"): 0.2429 = 17/70.
    close(failuresHigherP({ failed: 3, guests: 4 }, { failed: 1, guests: 4 }), 17 / 70, 1e-12, 'tea tasting');
    // Wikipedia's studying example (1, 9 / 11, 3): one-tailed p = 0.001346076 + 0.000033652.
    close(failuresHigherP({ failed: 11, guests: 14 }, { failed: 1, guests: 10 }), 0.001379728, 1e-9, 'studying by sex');
    // scipy.stats.fisher_exact([[30, 970], [10, 990]], alternative='greater'): 0.0010041668.
    close(failuresHigherP({ failed: 30, guests: 1000 }, { failed: 10, guests: 1000 }), 0.0010041668, 1e-9, '3 % against 1 %');
  });

  it('is no evidence when nobody failed or one side had no guests', () => {
    assert.equal(failuresHigherP({ failed: 0, guests: 50 }, { failed: 0, guests: 50 }), 1);
    assert.equal(failuresHigherP({ failed: 5, guests: 5 }, { failed: 0, guests: 0 }), 1);
  });

  it('pauses five failing guests of five against a healthy control, not one of five', () => {
    assert.equal(failsMoreThanControl({ failed: 5, guests: 5 }, { failed: 0, guests: 5 }), true);
    assert.equal(failsMoreThanControl({ failed: 1, guests: 5 }, { failed: 0, guests: 5 }), false);
  });

  it('leaves a variant that fails as often as its control', () => {
    assert.equal(failsMoreThanControl({ failed: 20, guests: 200 }, { failed: 20, guests: 200 }), false);
    assert.equal(failsMoreThanControl({ failed: 0, guests: 200 }, { failed: 20, guests: 200 }), false);
  });
});

describe('judging a version against its control', () => {
  it('stops a version whose guests fail significantly more often, from enough clients, and not from fewer', () => {
    const failing = { failed: 8, guests: 40 };
    const healthy = { failed: 0, guests: 40 };
    assert.equal(judgeFailures({ ...failing, clients: 5 }, healthy, 5).stop, true);
    assert.equal(judgeFailures({ ...failing, clients: 4 }, healthy, 5).stop, false, 'four clients never stop it, however many guests');
    assert.equal(judgeFailures({ ...failing, clients: 1 }, healthy, 1).stop, true, 'REMOTE_FAILURE_CLIENTS=1 for one machine');
  });

  it('leaves a version that fails as often as its control, however many clients', () => {
    const verdict = judgeFailures({ failed: 8, guests: 40, clients: 8 }, { failed: 8, guests: 40 }, 5);
    assert.deepEqual([verdict.stop, verdict.against], [false, { failed: 8, guests: 40 }]);
    assert.ok(verdict.p > 0.5);
  });

  it('needs a significant difference, not a count: 5 failing of 100 against 0 of 100 is not enough, 8 is', () => {
    // P = C(100,5)/C(200,5) ≈ 0.0297 for 5; ≈ 0.0034 for 8 (hypergeometric, all failures on one side).
    const five = judgeFailures({ failed: 5, guests: 100, clients: 5 }, { failed: 0, guests: 100 }, 5);
    close(five.p, 0.029691605, 1e-8, 'five of 100');
    assert.equal(five.stop, false);
    assert.equal(judgeFailures({ failed: 8, guests: 100, clients: 8 }, { failed: 0, guests: 100 }, 5).stop, true);
  });

  it('judges against the 1 % baseline added to a control with fewer than MIN_CONTROL_GUESTS guests, so a fresh variant failing everyone stops', () => {
    // Nobody served the control yet: 5 of 5 failing against 1 of 100 (P = C(100,1)/C(105,6) ≈ 6e-8).
    const fresh = judgeFailures({ failed: 5, guests: 5, clients: 5 }, { failed: 0, guests: 0 }, 5);
    assert.deepEqual([fresh.stop, fresh.against], [true, BASELINE_FAILURES]);
    // A thin control's own failures count too: 2 of 10 failing on it is no healthy control.
    assert.deepEqual(judgeFailures({ failed: 2, guests: 10, clients: 5 }, { failed: 2, guests: 10 }, 5).against, {
      failed: 3,
      guests: 110,
    });
    // From MIN_CONTROL_GUESTS on, the control alone.
    assert.deepEqual(judgeFailures({ failed: 5, guests: 5, clients: 5 }, { failed: 0, guests: MIN_CONTROL_GUESTS }, 5).against, {
      failed: 0,
      guests: MIN_CONTROL_GUESTS,
    });
    // One failing guest of one is no evidence even against the baseline (P = 100/5050 ≈ 0.0198).
    assert.equal(judgeFailures({ failed: 1, guests: 1, clients: 1 }, { failed: 0, guests: 0 }, 1).stop, false);
    // Nor against a large healthy control (P = 1/1001); two failing guests of two are (P = 2/(1002·1001)).
    assert.equal(judgeFailures({ failed: 1, guests: 1, clients: 1 }, { failed: 0, guests: 1000 }, 1).stop, false);
    assert.equal(judgeFailures({ failed: 2, guests: 2, clients: 1 }, { failed: 0, guests: 0 }, 1).stop, true);
  });
});
