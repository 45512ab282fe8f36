import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VariantCounts } from './experiment-results';
import { poolVersions, type PhaseCounts } from './pooled-results';

const counts = (version: string, exposed: number, converted: number, revenue_cents: number): VariantCounts => ({
  version,
  exposed,
  converted,
  orders_submitted: converted,
  orders_paid: 0,
  revenue_cents,
  load_failures: 1,
  render_failures: 0,
  lcp_p75_ms: null,
  inp_p75_ms: null,
  cls_p75: null,
});

const at = (experiment: number, venue: string, currency: string, c: VariantCounts): PhaseCounts => ({
  experiment,
  remote: 'mfe_menu',
  venue,
  currency,
  counts: c,
});

describe('a version pooled across venues', () => {
  it('pools guests and conversion, but gives revenue per guest once per currency, never a sum of EUR and USD cents', () => {
    const [v2] = poolVersions([
      at(1, 'bistro', 'EUR', counts('v2', 100, 30, 12000)),
      // A second phase of the same experiment, and another EUR venue: one EUR figure.
      at(1, 'bistro', 'EUR', counts('v2', 40, 11, 4300)),
      at(2, 'gallery', 'EUR', counts('v2', 23, 0, 0)),
      at(3, 'diner', 'USD', counts('v2', 100, 40, 60000)),
    ]);
    assert.equal(v2?.experiments, 3);
    assert.deepEqual(v2?.venues, ['bistro', 'diner', 'gallery']);
    assert.equal(v2?.exposed, 263);
    assert.equal(v2?.converted, 81);
    assert.equal(v2?.conversion, 0.307985);
    // The Wilson score interval of 81 in 263 (Newcombe 1998, Stat Med 17:857, table I, method 3: 0.2553 to 0.3662).
    assert.equal(Math.round((v2?.ci_low ?? 0) * 1e4) / 1e4, 0.2553);
    assert.equal(Math.round((v2?.ci_high ?? 0) * 1e4) / 1e4, 0.3662);
    assert.equal(v2?.load_failures, 4);
    assert.deepEqual(v2?.revenue, [
      { currency: 'EUR', venues: ['bistro', 'gallery'], exposed: 163, revenue_cents: 16300, revenue_per_exposed_cents: 100 },
      { currency: 'USD', venues: ['diner'], exposed: 100, revenue_cents: 60000, revenue_per_exposed_cents: 600 },
    ]);
  });

  it('keeps each version apart, ordered by remote and version, and has no revenue per guest before a guest is counted', () => {
    const pooled = poolVersions([at(1, 'bistro', 'EUR', counts('v2', 0, 0, 0)), at(1, 'bistro', 'EUR', counts('initial', 0, 0, 0))]);
    assert.deepEqual(
      pooled.map((p) => p.version),
      ['initial', 'v2'],
    );
    assert.equal(pooled[0]?.conversion, null);
    assert.equal(pooled[0]?.ci_low, null);
    assert.deepEqual(pooled[0]?.revenue, [
      { currency: 'EUR', venues: ['bistro'], exposed: 0, revenue_cents: 0, revenue_per_exposed_cents: null },
    ]);
  });
});
