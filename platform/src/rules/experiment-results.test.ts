import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { experimentVerdict, MIN_EXPOSED_PER_VARIANT, type VariantCounts } from './experiment-results';

const counts = (version: string, exposed: number, converted: number): VariantCounts => ({
  version,
  exposed,
  converted,
  orders_submitted: converted,
  orders_paid: 0,
  revenue_cents: converted * 1000,
  load_failures: 0,
  render_failures: 0,
  lcp_p75_ms: null,
  inp_p75_ms: null,
  cls_p75: null,
});
const running = (weights: Record<string, number>, stopped: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(weights).map(([v, weight]) => [v, { weight, stopped_reason: stopped[v] ?? null }]));

describe('the verdict on an experiment', () => {
  it('names the treatment likely to beat the control once every variant has enough guests', () => {
    const weights = { initial: 50, v2: 50 };
    const verdict = experimentVerdict([counts('initial', 1000, 100), counts('v2', 1000, 130)], {
      control: 'initial',
      weights,
      current: running(weights),
    });
    assert.equal(verdict.enough_data, true);
    assert.equal(verdict.leader, 'v2');
    const v2 = verdict.variants[1];
    assert.ok((v2?.chance_to_beat_control ?? 0) > 0.95);
    assert.equal(v2?.uplift, 0.3);
    assert.equal(v2?.revenue_per_exposed_cents, 130);
    assert.equal(verdict.srm_warning, false);
  });

  it('says not enough data yet below the minimum, and names no leader', () => {
    const weights = { initial: 50, v2: 50 };
    const verdict = experimentVerdict([counts('initial', MIN_EXPOSED_PER_VARIANT - 1, 2), counts('v2', 400, 90)], {
      control: 'initial',
      weights,
      current: running(weights),
    });
    assert.equal(verdict.enough_data, false);
    assert.equal(verdict.leader, null);
    assert.ok(verdict.variants[1]?.ci_low !== null);
  });

  it('flags a sample ratio mismatch below p = 0.001, and skips the test once a variant was stopped automatically', () => {
    const weights = { initial: 50, v2: 50 };
    const skewed = [counts('initial', 1000, 100), counts('v2', 1200, 120)];
    const flagged = experimentVerdict(skewed, { control: 'initial', weights, current: running(weights) });
    assert.equal(flagged.srm_warning, true);
    assert.ok((flagged.srm_p ?? 1) < 0.001);
    const stopped = experimentVerdict(skewed, {
      control: 'initial',
      weights,
      current: running({ initial: 50, v2: 0 }, { v2: 'Stopped automatically' }),
    });
    assert.equal(stopped.srm_p, null);
    assert.equal(stopped.srm_warning, false);
    assert.equal(stopped.variants[1]?.stopped_reason, 'Stopped automatically');
  });

  it('keeps the control when no treatment is more likely than not to beat it', () => {
    const weights = { initial: 50, v2: 50 };
    const verdict = experimentVerdict([counts('initial', 500, 100), counts('v2', 500, 60)], {
      control: 'initial',
      weights,
      current: running(weights),
    });
    assert.equal(verdict.leader, 'initial');
  });
});
