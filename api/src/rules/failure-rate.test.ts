import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failsMoreThanControl, failuresHigherP } from './failure-rate';

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
