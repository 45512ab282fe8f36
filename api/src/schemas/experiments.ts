// The schemas of what the ops API answers about experiments, in TypeBox: each is the reply's
// validation and, through Static, the kernel's report type (checked below), which the ops page reads.

import type {
  ExperimentEndReason,
  ExperimentReport as ExperimentReportEntity,
  ExperimentVariantReport as ExperimentVariantReportEntity,
  PooledRevenue as PooledRevenueEntity,
  PooledVersionReport as PooledVersionReportEntity,
} from '@tabula/shared/entities';
import { Type, type Static } from 'typebox';
import { nullable } from './fields';
import { sameType, type Same } from './same-type';

const nullableNumber = nullable(Type.Number());
const nullableInteger = nullable(Type.Integer());
const nullableString = nullable(Type.String());
const dateTime = Type.String({ format: 'date-time' });

const ExperimentVariantReport = Type.Object({
  version: Type.String(),
  weight: Type.Integer(),
  control: Type.Boolean(),
  stopped_reason: nullableString,
  exposed: Type.Integer(),
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
  revenue_cents: Type.Integer(),
  revenue_per_exposed_cents: nullableInteger,
  load_failures: Type.Integer(),
  render_failures: Type.Integer(),
  lcp_p75_ms: nullableInteger,
  inp_p75_ms: nullableInteger,
  cls_p75: nullableNumber,
});

export const ExperimentReport = Type.Object({
  id: Type.Integer(),
  venue: Type.String(),
  currency: Type.String({ description: 'The venue’s currency (ISO 4217): revenue figures are its cents' }),
  remote: Type.String(),
  status: Type.Unsafe<'running' | 'ended'>(Type.String({ enum: ['running', 'ended'] })),
  control: Type.String(),
  started_at: dateTime,
  ended_at: nullable(dateTime),
  ended_reason: Type.Unsafe<ExperimentEndReason | null>({
    type: ['string', 'null'],
    enum: ['stopped', 'shipped', 'replaced', null],
  }),
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
  leader: nullableString,
  stopped_automatically: Type.Array(Type.Object({ version: Type.String(), reason: Type.String() })),
  variants: Type.Array(ExperimentVariantReport),
});

const PooledRevenue = Type.Object({
  currency: Type.String({ description: 'ISO 4217: the venues’ currency, the unit of these cents' }),
  venues: Type.Array(Type.String()),
  exposed: Type.Integer(),
  revenue_cents: Type.Integer(),
  revenue_per_exposed_cents: nullableInteger,
});

export const PooledVersionReport = Type.Object({
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
  revenue: Type.Array(PooledRevenue, { description: 'One entry per currency: cents of different currencies are never added' }),
  load_failures: Type.Integer(),
  render_failures: Type.Integer(),
});

sameType<Same<Static<typeof ExperimentVariantReport>, ExperimentVariantReportEntity>>();
sameType<Same<Static<typeof ExperimentReport>, ExperimentReportEntity>>();
sameType<Same<Static<typeof PooledRevenue>, PooledRevenueEntity>>();
sameType<Same<Static<typeof PooledVersionReport>, PooledVersionReportEntity>>();
