/** The page-speed metrics the shell reports (web-vitals): largest paint and responsiveness in ms, layout shift unitless. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The most a real page can measure: web-vitals stops at the first input or when the page is hidden, so
 * a paint or an answer later than a minute is a script's number, and CLS above 10 means every element
 * jumped the whole screen many times over.
 */
export const VITAL_BOUNDS: Readonly<Record<VitalMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/** Why a page's speed report is not a measurement (a metric twice, a value out of bounds), or undefined when it is one. */
export function vitalsRefusal(metrics: readonly { name: VitalMetric; value: number }[]): string | undefined {
  if (new Set(metrics.map((m) => m.name)).size !== metrics.length) return 'Each metric at most once';
  const wild = metrics.find((m) => !(m.value >= 0 && m.value <= VITAL_BOUNDS[m.name]));
  if (wild) return `${wild.name} ${wild.value} is not a page's measurement (at most ${VITAL_BOUNDS[wild.name]})`;
  return undefined;
}
