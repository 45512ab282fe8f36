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

/** One failing guest is never evidence, however large a healthy control: a page can fail once for anyone. */
export const MIN_FAILING_GUESTS = 2;

/** Below this many guests in the window, a control says too little about how often its guests fail. */
export const MIN_CONTROL_GUESTS = 20;

/**
 * What a thin control is topped up with: 1 failing guest in 100, a rate a healthy build stays under.
 * A fresh variant whose every guest fails, beside a control that served nobody yet, still stops.
 */
export const BASELINE_FAILURES: FailureCounts = { failed: 1, guests: 100 };

/** A version's failing guests and guests, and how many distinct clients (IPv4 addresses, IPv6 /64s) its failing guests came from. */
export interface VersionFailures extends FailureCounts {
  clients: number;
}

export interface FailureVerdict {
  /** Pause the variant, or roll the default back. */
  stop: boolean;
  /** Fisher's one-sided p against `against`. */
  p: number;
  /** What the version was compared with: the control, topped up with BASELINE_FAILURES when thin. */
  against: FailureCounts;
}

/**
 * Whether a version's guests fail significantly more often than its control's (a variant's control, or
 * the previous default), with failing guests from at least `minClients` clients: one client, however many
 * guests it makes up, never stops a release alone; a failure rate like the control's is left alone.
 */
export function judgeFailures(version: VersionFailures, control: FailureCounts, minClients: number): FailureVerdict {
  const against =
    control.guests >= MIN_CONTROL_GUESTS
      ? control
      : { failed: control.failed + BASELINE_FAILURES.failed, guests: control.guests + BASELINE_FAILURES.guests };
  const p = failuresHigherP(version, against);
  return { stop: version.clients >= minClients && version.failed >= MIN_FAILING_GUESTS && p < FAILURE_SIGNIFICANCE, p, against };
}
