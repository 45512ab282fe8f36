import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chanceToBeatControl,
  chiSquareTest,
  logGamma,
  relativeDifferenceVariance,
  relativeUplift,
  sampleRatioMismatch,
  wilsonInterval,
} from './experiment-stats';

const close = (actual: number | null | undefined, expected: number, tolerance: number, what: string) => {
  assert.ok(actual !== null && actual !== undefined, `${what}: no value`);
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not within ${tolerance} of ${expected}`);
};

describe('the sample-ratio-mismatch test', () => {
  // GrowthBook's own unit tests of checkSrm (back-end stats tests), to 9 decimals.
  it("gives GrowthBook's documented p-values, within 1e-9", () => {
    close(sampleRatioMismatch([1000, 1200], [0.5, 0.5]), 0.000020079, 1e-9, '1000 vs 1200 at 50/50');
    close(sampleRatioMismatch([135, 115], [0.5, 0.5]), 0.205903211, 1e-9, '135 vs 115 at 50/50');
    close(sampleRatioMismatch([310, 98], [0.75, 0.25]), 0.647434186, 1e-9, '310 vs 98 at 75/25');
    close(sampleRatioMismatch([500, 500, 600], [0.34, 0.33, 0.33]), 0.000592638, 1e-9, 'three variants');
    close(sampleRatioMismatch([0, 10, 10], [0.34, 0.33, 0.33]), 0.005790624, 1e-9, 'a variant nobody got');
    close(sampleRatioMismatch([1000, 1200, 900], [50, 50, 0]), 0.000020079, 1e-9, 'a variant at weight 0 is left out');
    close(sampleRatioMismatch([500, 500], [50, 50]), 1, 1e-12, 'exactly as weighted');
  });

  it('is no test with fewer than two weighted variants or nobody at all', () => {
    assert.equal(sampleRatioMismatch([1000, 900, 800], [100, 0, 0]), null);
    assert.equal(sampleRatioMismatch([0, 0], [50, 50]), null);
  });

  // scipy.stats.chisquare's documented examples.
  it("matches scipy's chisquare examples, within 1e-12", () => {
    const observed = [16, 18, 16, 14, 12, 12];
    const mean = observed.reduce((a, b) => a + b, 0) / observed.length;
    const uniform = chiSquareTest(
      observed,
      observed.map(() => mean),
    );
    close(uniform.statistic, 2.0, 1e-12, 'statistic');
    close(uniform.p, 0.84914503608460956, 1e-12, 'p');
    const weighted = chiSquareTest(observed, [16, 16, 16, 16, 16, 8]);
    close(weighted.statistic, 3.5, 1e-12, 'statistic');
    close(weighted.p, 0.62338762774958223, 1e-12, 'p');
  });
});

describe("Wilson's interval for a conversion", () => {
  // Hmisc's binconf(12, 50, method = "all"), Wilson row, printed to 6 decimals.
  it('gives Hmisc binconf’s 12 of 50, within 1e-6', () => {
    const interval = wilsonInterval(12, 50);
    close(interval?.low, 0.142974, 1e-6, 'low');
    close(interval?.high, 0.374127, 1e-6, 'high');
  });

  it('stays inside 0..1 at the edges and is none without guests', () => {
    const none = wilsonInterval(0, 20);
    close(none?.low, 0, 1e-12, 'low at 0 of 20');
    assert.ok((none?.high ?? 0) > 0.1 && (none?.high ?? 1) < 0.2);
    const all = wilsonInterval(20, 20);
    close(all?.high, 1, 1e-12, 'high at 20 of 20');
    assert.equal(wilsonInterval(0, 0), null);
  });
});

describe('relative uplift', () => {
  // GrowthBook's back-end test "delta method variance relative correct": frequentistVariance(2, 7, 4, 0.5, 5, 15, true).
  it("has the delta-method variance of GrowthBook's test, within 5e-6", () => {
    close(relativeDifferenceVariance({ variance: 2, mean: 7, n: 4 }, { variance: 0.5, mean: 5, n: 15 }), 0.00589, 5e-6, 'variance');
  });

  it('is (treatment − control) / control with a 95 % interval around it', () => {
    const uplift = relativeUplift({ successes: 100, trials: 1000 }, { successes: 120, trials: 1000 });
    close(uplift?.uplift, 0.2, 1e-12, 'uplift');
    // sd = sqrt(0.12·0.88/(0.01·1000) + 0.1·0.9·0.0144/(0.0001·1000)) = sqrt(0.01056 + 0.01296)
    const half = 1.959963984540054 * Math.sqrt(0.01056 + 0.01296);
    close(uplift?.low, 0.2 - half, 1e-12, 'low');
    close(uplift?.high, 0.2 + half, 1e-12, 'high');
  });

  it('is none while the control converted nobody', () => {
    assert.equal(relativeUplift({ successes: 0, trials: 50 }, { successes: 5, trials: 50 }), null);
  });
});

describe('the chance to beat control', () => {
  // Closed forms: for X ~ Beta(a, 1), Y ~ Beta(b, 1), P(X > Y) = a / (a + b); Beta(1, 1) is the uniform prior
  // before any guest, and 1 of 1 converted is Beta(2, 1).
  it('gives the closed forms of small posteriors, within 1e-12', () => {
    close(chanceToBeatControl({ successes: 0, trials: 0 }, { successes: 1, trials: 1 }), 2 / 3, 1e-12, 'Beta(2,1) over Beta(1,1)');
    close(chanceToBeatControl({ successes: 2, trials: 2 }, { successes: 4, trials: 4 }), 5 / 8, 1e-12, 'Beta(5,1) over Beta(3,1)');
    close(chanceToBeatControl({ successes: 0, trials: 0 }, { successes: 0, trials: 0 }), 0.5, 1e-12, 'no data either side');
  });

  it('is one half for the same data and the two sides add up to one', () => {
    close(chanceToBeatControl({ successes: 30, trials: 200 }, { successes: 30, trials: 200 }), 0.5, 1e-9, 'same data');
    const up = chanceToBeatControl({ successes: 50, trials: 60 }, { successes: 75, trials: 90 });
    const down = chanceToBeatControl({ successes: 75, trials: 90 }, { successes: 50, trials: 60 });
    close(up + down, 1, 1e-9, 'both ways');
  });

  it('agrees with a numerical integration of the two posteriors, within 1e-4', () => {
    // ∫ f_b(x) F_a(x) dx by the midpoint rule on 100,000 steps: an independent route to the same figure.
    const integrate = (a: [number, number], b: [number, number]) => {
      const logBeta = (p: number, q: number) => logGamma(p) + logGamma(q) - logGamma(p + q);
      const density = ([p, q]: [number, number], x: number) => Math.exp((p - 1) * Math.log(x) + (q - 1) * Math.log(1 - x) - logBeta(p, q));
      const steps = 100_000;
      let cdf = 0;
      let total = 0;
      for (let i = 0; i < steps; i++) {
        const x = (i + 0.5) / steps;
        const fa = density(a, x) / steps;
        total += density(b, x) * (cdf + fa / 2) * (1 / steps);
        cdf += fa;
      }
      return total;
    };
    for (const [control, treatment] of [
      [
        [50, 60],
        [75, 90],
      ],
      [
        [50, 60],
        [20, 35],
      ],
      [
        [3, 20],
        [7, 22],
      ],
    ] as const) {
      const expected = integrate([1 + control[0], 1 + control[1] - control[0]], [1 + treatment[0], 1 + treatment[1] - treatment[0]]);
      close(
        chanceToBeatControl({ successes: control[0], trials: control[1] }, { successes: treatment[0], trials: treatment[1] }),
        expected,
        1e-4,
        `${treatment.join('/')} against ${control.join('/')}`,
      );
    }
  });

  it('stays a probability for large counts', () => {
    const chance = chanceToBeatControl({ successes: 10_000, trials: 100_000 }, { successes: 10_300, trials: 100_000 });
    assert.ok(chance > 0.98 && chance < 1, String(chance));
  });
});
