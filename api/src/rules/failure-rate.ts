import { logGamma } from './experiment-stats';

/** Failing guests among the guests a version was served, in one window. */
export interface FailureCounts {
  failed: number;
  guests: number;
}

/** How sure the autopilot must be that a version fails more often than its control before it acts. */
export const FAILURE_SIGNIFICANCE = 0.01;

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided: the chance of the variant having at least this many of all the
 * failures if both fail at the same rate. Exact at the small counts a fresh variant has, where a
 * normal approximation is not.
 */
export function failuresHigherP(variant: FailureCounts, control: FailureCounts): number {
  const a = Math.min(variant.failed, variant.guests);
  const c = Math.min(control.failed, control.guests);
  const n1 = variant.guests;
  const n2 = control.guests;
  const failures = a + c;
  const total = n1 + n2;
  if (n1 === 0 || n2 === 0 || failures === 0) return 1;
  const denominator = logChoose(total, failures);
  let p = 0;
  for (let x = a; x <= Math.min(n1, failures); x++) {
    if (failures - x > n2) continue;
    p += Math.exp(logChoose(n1, x) + logChoose(n2, failures - x) - denominator);
  }
  return Math.min(1, p);
}

/** Whether a version's guests fail significantly more often than its control's. */
export function failsMoreThanControl(variant: FailureCounts, control: FailureCounts, significance = FAILURE_SIGNIFICANCE): boolean {
  return variant.failed > 0 && failuresHigherP(variant, control) < significance;
}
