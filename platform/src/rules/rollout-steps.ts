import { chanceToBeatControl } from './experiment-stats';
import { judgeFailures, MIN_FAILING_GUESTS } from './failure-rate';

/**
 * A progressive rollout's rules, pure: which steps are allowed, what a running rollout does next,
 * and its guardrails against the default's guests. domain/rollouts.ts counts and acts on them.
 */

/** The shortest step: shorter ones judge nothing (a guest's page takes seconds to report). */
export const MIN_STEP_SECONDS = 10;
export const DEFAULT_STEP_SECONDS = 1800;
export const MAX_STEPS = 10;

/** Why these steps cannot be a rollout, or undefined: ascending whole percentages 1..100, ending at 100. */
export function stepsProblem(steps: readonly number[]): string | undefined {
  if (steps.length === 0) return 'A rollout needs at least one step';
  if (steps.length > MAX_STEPS) return `A rollout has at most ${MAX_STEPS} steps`;
  if (steps.some((s) => !Number.isInteger(s) || s < 1 || s > 100)) return 'Each step is a whole percentage from 1 to 100';
  if (steps.some((s, i) => i > 0 && s <= (steps[i - 1] as number))) return 'Steps go up: each is a larger share than the one before';
  if (steps[steps.length - 1] !== 100) return 'The last step is 100: a rollout ends with every guest on the version';
  return undefined;
}

/** The weights of a venue's split at a step's share: the version against the default (the control). */
export function weightsAt(share: number, version: string, control: string): Record<string, number> {
  return { [control]: 100 - share, [version]: share };
}

export interface StepClock {
  /** The running step, 0-based, into `steps`. */
  step: number;
  steps: readonly number[];
  stepSeconds: number;
  stepStartedAt: Date;
  /** When it was paused; null while it runs. */
  pausedAt: Date | null;
}

/** When the running step ends (the next starts, or the last completes); null while paused. */
export function stepEndsAt(clock: StepClock): Date | null {
  if (clock.pausedAt) return null;
  return new Date(clock.stepStartedAt.getTime() + clock.stepSeconds * 1000);
}

/** What a running rollout does now, its guardrails holding: wait, go to the next step, or complete (at 100 %). */
export function nextMove(clock: StepClock, now: Date): 'wait' | 'advance' | 'complete' {
  const ends = stepEndsAt(clock);
  if (!ends || now.getTime() < ends.getTime()) return 'wait';
  return clock.step >= clock.steps.length - 1 ? 'complete' : 'advance';
}

/** What one side (the version, or the default as its control) did during the rollout's steps. */
export interface SideCounts {
  /** Guests the shell reported exposed to it. */
  exposed: number;
  /** Of those, guests who submitted at least one order. */
  converted: number;
  /** Of those, guests who reported a load or render failure of it. */
  failed: number;
  /** Distinct client addresses (an IPv4 address, an IPv6 /64) those failures came from. */
  failingClients: number;
  lcp: { p75: number | null; reports: number };
  inp: { p75: number | null; reports: number };
}

export interface GuardrailLimits {
  /** Distinct failing clients before failures can abort (REMOTE_FAILURE_CLIENTS). */
  failureClients: number;
}

/** LCP and INP p75 may be this much worse than the control's, no more. */
export const VITAL_TOLERANCE = 0.2;
export const MIN_VITAL_REPORTS = 50;
/** The conversion guardrail judges once both sides have this many exposed guests. */
export const MIN_CONVERSION_GUESTS = 100;
/** Below this chance to beat the control, the version's conversion is judged worse. */
export const MIN_CHANCE_TO_BEAT = 0.05;

export type GuardrailName = 'failures' | 'lcp' | 'inp' | 'conversion';

export interface Guardrail {
  name: GuardrailName;
  /** waiting: not enough data yet to judge; holds: judged and fine; tripped: the rollout must abort. */
  state: 'waiting' | 'holds' | 'tripped';
  /** The figure as an operator reads it, the version against the default. */
  figure: string;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The autopilot's own rule (judgeFailures): the version's guests fail significantly more often than the
 * default's, a thin default topped up with the 1 % baseline, from enough failing guests and clients. The
 * same rule as a venue's variant pause, so a rollout never shows "holds" on failures that paused it somewhere.
 */
function failureGuardrail(version: SideCounts, control: SideCounts, limits: GuardrailLimits): Guardrail {
  const verdict = judgeFailures(
    { failed: version.failed, guests: version.exposed, clients: version.failingClients },
    { failed: control.failed, guests: control.exposed },
    limits.failureClients,
  );
  const { p, against } = verdict;
  const thin = against.guests !== control.exposed ? `, judged as ${against.failed} of ${against.guests} with the 1 % baseline` : '';
  const figure =
    `${version.failed} of ${version.exposed} guests failed (from ${version.failingClients} client${version.failingClients === 1 ? '' : 's'}), ` +
    `default ${control.failed} of ${control.exposed}${thin}; p = ${p < 0.001 ? p.toExponential(1) : p.toFixed(3)}`;
  if (verdict.stop) return { name: 'failures', state: 'tripped', figure };
  // Failures that cannot be judged yet: too few failing guests, or from too few clients.
  const unjudged = version.failed > 0 && (version.failingClients < limits.failureClients || version.failed < MIN_FAILING_GUESTS);
  return { name: 'failures', state: unjudged ? 'waiting' : 'holds', figure };
}

function vitalGuardrail(name: 'lcp' | 'inp', version: SideCounts['lcp'], control: SideCounts['lcp']): Guardrail {
  const figure = `p75 ${ms(version.p75)} (${version.reports} reports), default ${ms(control.p75)} (${control.reports} reports)`;
  if (version.reports < MIN_VITAL_REPORTS || control.reports < MIN_VITAL_REPORTS || version.p75 === null || control.p75 === null) {
    return { name, state: 'waiting', figure };
  }
  const worse = version.p75 > control.p75 * (1 + VITAL_TOLERANCE);
  const change = control.p75 > 0 ? (version.p75 - control.p75) / control.p75 : 0;
  return { name, state: worse ? 'tripped' : 'holds', figure: `${figure}; ${change >= 0 ? '+' : ''}${pct(change)}` };
}

function conversionGuardrail(version: SideCounts, control: SideCounts): Guardrail {
  const chance = chanceToBeatControl(
    { successes: control.converted, trials: control.exposed },
    { successes: version.converted, trials: version.exposed },
  );
  const figure =
    `${version.converted} of ${version.exposed} guests ordered, default ${control.converted} of ${control.exposed}; ` +
    `chance to beat the default ${pct(chance)}`;
  if (version.exposed < MIN_CONVERSION_GUESTS || control.exposed < MIN_CONVERSION_GUESTS)
    return { name: 'conversion', state: 'waiting', figure };
  return { name: 'conversion', state: chance < MIN_CHANCE_TO_BEAT ? 'tripped' : 'holds', figure };
}

/** The rollout's guardrails, the version's guests against the default's in the same steps. */
export function guardrails(version: SideCounts, control: SideCounts, limits: GuardrailLimits): Guardrail[] {
  return [
    failureGuardrail(version, control, limits),
    vitalGuardrail('lcp', version.lcp, control.lcp),
    vitalGuardrail('inp', version.inp, control.inp),
    conversionGuardrail(version, control),
  ];
}

const WHY: Record<GuardrailName, string> = {
  failures: 'its guests fail significantly more often than the default’s',
  lcp: `its LCP p75 is more than ${VITAL_TOLERANCE * 100} % worse than the default’s`,
  inp: `its INP p75 is more than ${VITAL_TOLERANCE * 100} % worse than the default’s`,
  conversion: `its conversion’s chance to beat the default fell under ${MIN_CHANCE_TO_BEAT * 100} %`,
};

/** Why the rollout aborts, naming every tripped guardrail with its figure; undefined while all hold or wait. */
export function abortReason(judged: readonly Guardrail[]): string | undefined {
  const tripped = judged.filter((g) => g.state === 'tripped');
  if (tripped.length === 0) return undefined;
  return `Aborted automatically: ${tripped.map((g) => `${WHY[g.name]} (${g.figure})`).join('; ')}`;
}
