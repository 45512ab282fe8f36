/**
 * The statistics an operator reads an experiment by: pure functions over counts, tested against
 * published reference values (experiment-stats.test.ts names each source).
 */

/** The two-sided 95 % normal quantile. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval for a proportion of `successes` in `trials`; null without trials. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const scale = 1 + z2 / trials;
  return { low: Math.max(0, (centre - spread) / scale), high: Math.min(1, (centre + spread) / scale) };
}

/**
 * The delta method's variance of the relative difference of two means (treatment b over control
 * a), as GrowthBook's frequentist engine computes it: var_b / (mean_a² n_b) + var_a mean_b² / (mean_a⁴ n_a).
 */
export function relativeDifferenceVariance(
  control: { variance: number; mean: number; n: number },
  treatment: { variance: number; mean: number; n: number },
): number {
  const { variance: va, mean: ma, n: na } = control;
  const { variance: vb, mean: mb, n: nb } = treatment;
  return vb / (ma * ma * nb) + (va * mb * mb) / (ma ** 4 * na);
}

export interface Uplift {
  uplift: number;
  low: number;
  high: number;
}

/**
 * Relative uplift of a treatment's conversion over the control's, (p_b − p_a) / p_a, with its 95 %
 * interval by the delta method. Null while the control has no trial or no conversion (no ratio).
 */
export function relativeUplift(
  control: { successes: number; trials: number },
  treatment: { successes: number; trials: number },
): Uplift | null {
  if (control.trials <= 0 || treatment.trials <= 0 || control.successes <= 0) return null;
  const pa = control.successes / control.trials;
  const pb = treatment.successes / treatment.trials;
  const variance = relativeDifferenceVariance(
    { variance: pa * (1 - pa), mean: pa, n: control.trials },
    { variance: pb * (1 - pb), mean: pb, n: treatment.trials },
  );
  const uplift = (pb - pa) / pa;
  const half = Z_95 * Math.sqrt(variance);
  return { uplift, low: uplift - half, high: uplift + half };
}

// Lanczos approximation (g = 7, 9 terms): about 15 significant digits for positive arguments.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * The chance that the treatment's true conversion is above the control's, under Beta(1 + successes,
 * 1 + failures) posteriors (a uniform prior), computed exactly by Evan Miller's closed form: a sum
 * with one term per treatment success, each in log space, so large counts neither overflow nor
 * underflow. The sum runs over whichever side has fewer successes (P(b > a) = 1 − P(a > b)).
 */
export function chanceToBeatControl(
  control: { successes: number; trials: number },
  treatment: { successes: number; trials: number },
): number {
  const aA = 1 + control.successes;
  const bA = 1 + control.trials - control.successes;
  const aB = 1 + treatment.successes;
  const bB = 1 + treatment.trials - treatment.successes;
  const beats = (a1: number, b1: number, a2: number, b2: number) => {
    // P(X2 > X1) for X1 ~ Beta(a1, b1), X2 ~ Beta(a2, b2), a2 a whole number.
    let total = 0;
    for (let i = 0; i < a2; i++) {
      total += Math.exp(logBeta(a1 + i, b1 + b2) - Math.log(b2 + i) - logBeta(1 + i, b2) - logBeta(a1, b1));
    }
    return total;
  };
  const chance = aB <= aA ? beats(aA, bA, aB, bB) : 1 - beats(aB, bB, aA, bA);
  return Math.min(1, Math.max(0, chance));
}

/** Q(s, x), the regularised upper incomplete gamma function (Numerical Recipes' series and continued fraction). */
export function upperGammaRegularized(s: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + s * Math.log(x) - logGamma(s);
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.min(1, Math.exp(logPrefix) * h);
}

/** The upper tail of the chi-square distribution with `df` degrees of freedom at `statistic`. */
export const chiSquareSurvival = (statistic: number, df: number): number => upperGammaRegularized(df / 2, statistic / 2);

/** Pearson's chi-square goodness-of-fit test of observed counts against expected counts (scipy's chisquare). */
export function chiSquareTest(observed: readonly number[], expected: readonly number[]): { statistic: number; p: number } {
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = expected[i] as number;
    statistic += ((o - e) * (o - e)) / e;
  });
  return { statistic, p: chiSquareSurvival(statistic, observed.length - 1) };
}

/** Below this p-value the guests' split does not match the weights: the assignment or the counting is broken. */
export const SRM_THRESHOLD = 0.001;

/**
 * The sample-ratio-mismatch test: are the guests per variant what the weights promise? Variants at
 * weight 0 are left out, as GrowthBook does. Null (no test) with fewer than two weighted variants or
 * no guest at all.
 */
export function sampleRatioMismatch(counts: readonly number[], weights: readonly number[]): number | null {
  const pairs = counts.map((count, i) => [count, weights[i] ?? 0] as const).filter(([, weight]) => weight > 0);
  const total = pairs.reduce((sum, [count]) => sum + count, 0);
  const weightSum = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  if (pairs.length < 2 || total === 0) return null;
  return chiSquareTest(
    pairs.map(([count]) => count),
    pairs.map(([, weight]) => (weight / weightSum) * total),
  ).p;
}
