import type { StartRolloutRequest } from './rolloutsApi';

/** The API's bounds (platform/src/rules/rollout-steps.ts): the form says what is wrong before the call. */
export const MAX_STEPS = 10;
export const MIN_STEP_SECONDS = 10;
const MAX_STEP_SECONDS = 30 * 24 * 3600;

export type StartProblem = 'version' | 'steps' | 'every';

export type StartCheck = { ok: true; request: StartRolloutRequest } | { ok: false; problem: StartProblem };

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

/** "30m", "90s", "2h" or a bare number of minutes, as whole seconds; null when it is none of them. */
export function stepSecondsOf(text: string): number | null {
  const match = /^(\d{1,7})\s*([smh]?)$/i.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * (UNITS[(match[2] || 'm').toLowerCase()] ?? 60);
}

/** "5, 25, 50, 100" or "5 %,25 %" as [5, 25, 50, 100]; null unless ascending whole percentages ending at 100. */
export function stepsOf(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim().replace(/\s*%$/, ''));
  if (parts.length > MAX_STEPS || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const steps = parts.map(Number);
  if (steps.some((s, i) => s < 1 || s > 100 || (i > 0 && s <= (steps[i - 1] as number)))) return null;
  return steps[steps.length - 1] === 100 ? steps : null;
}

/** The start form's fields as the API's request, or the first field that is wrong. */
export function checkRolloutStart(fields: { remote: string; version: string; steps: string; every: string }): StartCheck {
  if (fields.version.trim() === '') return { ok: false, problem: 'version' };
  const steps = stepsOf(fields.steps);
  if (!steps) return { ok: false, problem: 'steps' };
  const stepSeconds = stepSecondsOf(fields.every);
  if (stepSeconds === null || stepSeconds < MIN_STEP_SECONDS || stepSeconds > MAX_STEP_SECONDS) return { ok: false, problem: 'every' };
  return { ok: true, request: { remote: fields.remote, version: fields.version.trim(), steps, stepSeconds } };
}
