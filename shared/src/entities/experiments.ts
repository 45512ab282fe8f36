// What the ops API answers about experiments (see menu.ts); the operator's page reads the types.

import { Type, type Static } from 'typebox';
import { nullable, stringEnum } from './schema-kit';

const nullableNumber = nullable(Type.Number());
const nullableInteger = nullable(Type.Integer());
const nullableString = nullable(Type.String());
const dateTime = Type.String({ format: 'date-time' });

/** Why an experiment ended: an operator stopped it, shipped a variant, or a new split replaced it. */
export const EXPERIMENT_END_REASONS = ['stopped', 'shipped', 'replaced'] as const;
export type ExperimentEndReason = (typeof EXPERIMENT_END_REASONS)[number];

/** One variant of an experiment, for the phase read: what was counted and the figures an operator decides on. */
export const ExperimentVariantReportSchema = Type.Object({
  version: Type.String(),
  weight: Type.Integer(),
  control: Type.Boolean(),
  stopped_reason: nullableString,
  exposed: Type.Integer(),
  // Exposed guests with at least one submitted order, whatever its payment.
  converted: Type.Integer(),
  conversion: nullableNumber,
  ci_low: nullableNumber,
  ci_high: nullableNumber,
  uplift: nullableNumber,
  uplift_ci_low: nullableNumber,
  uplift_ci_high: nullableNumber,
  chance_to_beat_control: nullableNumber,
  orders_submitted: Type.Integer(),
  orders_paid: Type.Integer(),
  // Items total of the orders they submitted that the venue did not decline.
  revenue_cents: Type.Integer(),
  revenue_per_exposed_cents: nullableInteger,
  load_failures: Type.Integer(),
  render_failures: Type.Integer(),
  lcp_p75_ms: nullableInteger,
  inp_p75_ms: nullableInteger,
  cls_p75: nullableNumber,
});

/** An experiment as the ops API reads it (GET /api/ops/experiments and the calls that change one), for one phase. */
export const ExperimentReportSchema = Type.Object({
  id: Type.Integer(),
  venue: Type.String(),
  currency: Type.String({ description: 'The venue’s currency (ISO 4217): revenue figures are its cents' }),
  remote: Type.String(),
  status: stringEnum(['running', 'ended']),
  control: Type.String(),
  started_at: dateTime,
  ended_at: nullable(dateTime),
  ended_reason: Type.Unsafe<ExperimentEndReason | null>({ type: ['string', 'null'], enum: [...EXPERIMENT_END_REASONS, null] }),
  phase: Type.Integer(),
  phases: Type.Array(
    Type.Object({
      phase: Type.Integer(),
      weights: Type.Record(Type.String(), Type.Integer()),
      started_at: dateTime,
      ended_at: nullable(dateTime),
    }),
  ),
  srm_p: nullableNumber,
  srm_warning: Type.Boolean(),
  enough_data: Type.Boolean(),
  min_exposed: Type.Integer(),
  // The variant most likely best; null without enough data.
  leader: nullableString,
  // Why the API stopped variants by itself during this phase, if it did.
  stopped_automatically: Type.Array(Type.Object({ version: Type.String(), reason: Type.String() })),
  variants: Type.Array(ExperimentVariantReportSchema),
});

/**
 * A remote version's revenue at the venues that take one currency. Cents of different currencies
 * are never added: without exchange rates they are not the same money.
 */
export const PooledRevenueSchema = Type.Object({
  currency: Type.String({ description: 'ISO 4217: the venues’ currency, the unit of these cents' }),
  venues: Type.Array(Type.String()),
  // Guests exposed at these venues: the revenue per guest's denominator.
  exposed: Type.Integer(),
  revenue_cents: Type.Integer(),
  revenue_per_exposed_cents: nullableInteger,
});

/**
 * How a remote version did across every venue that tried it (GET /api/ops/experiments/pooled):
 * guests, conversion, orders and failures pooled; revenue one entry per currency.
 */
export const PooledVersionReportSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  experiments: Type.Integer(),
  venues: Type.Array(Type.String()),
  exposed: Type.Integer(),
  converted: Type.Integer(),
  conversion: nullableNumber,
  ci_low: nullableNumber,
  ci_high: nullableNumber,
  orders_submitted: Type.Integer(),
  orders_paid: Type.Integer(),
  revenue: Type.Array(PooledRevenueSchema, { description: 'One entry per currency: cents of different currencies are never added' }),
  load_failures: Type.Integer(),
  render_failures: Type.Integer(),
});

export type ExperimentVariantReport = Static<typeof ExperimentVariantReportSchema>;
export type ExperimentReport = Static<typeof ExperimentReportSchema>;
export type PooledRevenue = Static<typeof PooledRevenueSchema>;
export type PooledVersionReport = Static<typeof PooledVersionReportSchema>;
