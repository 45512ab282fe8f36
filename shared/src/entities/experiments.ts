/** Why an experiment ended: an operator stopped it, shipped a variant, or a new split replaced it. */
export type ExperimentEndReason = 'stopped' | 'shipped' | 'replaced';

/** One variant of an experiment, for the phase read: what was counted and the figures an operator decides on. */
export interface ExperimentVariantReport {
  version: string;
  weight: number;
  control: boolean;
  stopped_reason: string | null;
  exposed: number;
  /** Exposed guests with at least one submitted order, whatever its payment. */
  converted: number;
  conversion: number | null;
  ci_low: number | null;
  ci_high: number | null;
  uplift: number | null;
  uplift_ci_low: number | null;
  uplift_ci_high: number | null;
  chance_to_beat_control: number | null;
  orders_submitted: number;
  orders_paid: number;
  /** Items total of the orders they submitted that the venue did not decline. */
  revenue_cents: number;
  revenue_per_exposed_cents: number | null;
  load_failures: number;
  render_failures: number;
  lcp_p75_ms: number | null;
  inp_p75_ms: number | null;
  cls_p75: number | null;
}

/** An experiment as the ops API reads it (GET /api/ops/experiments and the calls that change one), for one phase. */
export interface ExperimentReport {
  id: number;
  venue: string;
  /** ISO 4217: the revenue figures are in its cents. */
  currency: string;
  remote: string;
  status: 'running' | 'ended';
  control: string;
  started_at: string;
  ended_at: string | null;
  ended_reason: ExperimentEndReason | null;
  phase: number;
  phases: { phase: number; weights: Record<string, number>; started_at: string; ended_at: string | null }[];
  srm_p: number | null;
  srm_warning: boolean;
  enough_data: boolean;
  min_exposed: number;
  /** The variant most likely best; null without enough data. */
  leader: string | null;
  /** Why the API stopped variants by itself during this phase, if it did. */
  stopped_automatically: { version: string; reason: string }[];
  variants: ExperimentVariantReport[];
}

/**
 * A remote version's revenue at the venues that take one currency. Cents of different currencies
 * are never added: without exchange rates they are not the same money.
 */
export interface PooledRevenue {
  /** ISO 4217: the venues' currency, the unit of the cents below. */
  currency: string;
  venues: string[];
  /** Guests exposed at these venues: the revenue per guest's denominator. */
  exposed: number;
  revenue_cents: number;
  revenue_per_exposed_cents: number | null;
}

/**
 * How a remote version did across every venue that tried it (GET /api/ops/experiments/pooled):
 * guests, conversion, orders and failures pooled; revenue one entry per currency.
 */
export interface PooledVersionReport {
  remote: string;
  version: string;
  experiments: number;
  venues: string[];
  exposed: number;
  converted: number;
  conversion: number | null;
  ci_low: number | null;
  ci_high: number | null;
  orders_submitted: number;
  orders_paid: number;
  /** One entry per currency of the venues, by currency code. */
  revenue: PooledRevenue[];
  load_failures: number;
  render_failures: number;
}
