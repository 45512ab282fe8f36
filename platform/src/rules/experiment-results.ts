import type { ExperimentReport, ExperimentVariantReport } from '@tabula/shared/entities';
import { chanceToBeatControl, relativeUplift, sampleRatioMismatch, SRM_THRESHOLD, wilsonInterval } from './experiment-stats';

/**
 * Below this many exposed guests in any variant an experiment reads "not enough data yet": its
 * figures are shown, but no variant is called the leader (GrowthBook waits for a minimum too).
 */
export const MIN_EXPOSED_PER_VARIANT = 100;

/** What was counted for one variant in one phase: the counting half of the report's variant. */
export type VariantCounts = Pick<
  ExperimentVariantReport,
  | 'version'
  | 'exposed'
  | 'converted'
  | 'orders_submitted'
  | 'orders_paid'
  | 'revenue_cents'
  | 'load_failures'
  | 'render_failures'
  | 'lcp_p75_ms'
  | 'inp_p75_ms'
  | 'cls_p75'
>;

/** The report's figures that follow from the counts (its leader: a treatment more likely than not to beat the control, else the control). */
export type ExperimentVerdict = Pick<ExperimentReport, 'variants' | 'srm_p' | 'srm_warning' | 'enough_data' | 'leader'>;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The figures an operator decides on, from one phase's counts: per variant its conversion with a
 * Wilson interval and, against the control, relative uplift with its interval and the chance to beat
 * it; per experiment the sample-ratio test against the phase's weights (none once a variant was
 * stopped automatically during the phase: the split no longer follows them) and whether there is
 * enough data to name a leader.
 */
export function experimentVerdict(
  counts: readonly VariantCounts[],
  setup: { control: string; weights: Record<string, number>; current: Record<string, { weight: number; stopped_reason: string | null }> },
): ExperimentVerdict {
  const control = counts.find((c) => c.version === setup.control) ?? counts[0];
  const variants = counts.map((c): ExperimentVariantReport => {
    const isControl = c.version === control?.version;
    const interval = wilsonInterval(c.converted, c.exposed);
    const uplift = control && !isControl ? relativeUplift(asRate(control), asRate(c)) : null;
    const chance = control && !isControl && c.exposed > 0 && control.exposed > 0 ? chanceToBeatControl(asRate(control), asRate(c)) : null;
    return {
      ...c,
      weight: setup.current[c.version]?.weight ?? 0,
      control: isControl,
      stopped_reason: setup.current[c.version]?.stopped_reason ?? null,
      conversion: c.exposed > 0 ? round(c.converted / c.exposed, 6) : null,
      ci_low: interval ? round(interval.low, 6) : null,
      ci_high: interval ? round(interval.high, 6) : null,
      uplift: uplift ? round(uplift.uplift, 6) : null,
      uplift_ci_low: uplift ? round(uplift.low, 6) : null,
      uplift_ci_high: uplift ? round(uplift.high, 6) : null,
      chance_to_beat_control: chance === null ? null : round(chance, 6),
      revenue_per_exposed_cents: c.exposed > 0 ? Math.round(c.revenue_cents / c.exposed) : null,
    };
  });
  const stoppedMidPhase = variants.some((v) => v.stopped_reason !== null);
  const srm = stoppedMidPhase
    ? null
    : sampleRatioMismatch(
        counts.map((c) => c.exposed),
        counts.map((c) => setup.weights[c.version] ?? 0),
      );
  const weighted = variants.filter((v) => (setup.weights[v.version] ?? 0) > 0);
  const enough = weighted.length >= 2 && weighted.every((v) => v.exposed >= MIN_EXPOSED_PER_VARIANT);
  const best = variants
    .filter((v) => !v.control && v.chance_to_beat_control !== null && v.chance_to_beat_control > 0.5)
    .sort((a, b) => (b.chance_to_beat_control ?? 0) - (a.chance_to_beat_control ?? 0))[0];
  return {
    variants,
    srm_p: srm === null ? null : round(srm, 9),
    srm_warning: srm !== null && srm < SRM_THRESHOLD,
    enough_data: enough,
    leader: enough ? (best?.version ?? control?.version ?? null) : null,
  };
}

const asRate = (c: VariantCounts) => ({ successes: c.converted, trials: c.exposed });
