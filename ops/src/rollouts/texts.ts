import type { RolloutGuardrail } from '@tabula/shared';
import type { RolloutNotice } from './model';
import type { StartProblem } from './startCheck';

/** The rollout section's words, in the operator page's language (English, as the rest of the page: ../texts.ts). */
export const rolloutTexts = {
  title: 'Progressive rollouts',
  hint: 'A rollout gives a version to a growing share of every venue’s guests, step by step; it becomes the default when every step held its guardrails, or aborts by itself when one fails. Venues that run their own split keep it.',
  none: 'No rollout yet.',
  cardTitle: (id: number, remote: string, version: string) => `Rollout #${id}: ${remote} ${version}`,
  against: (control: string) => `Against ${control}, the default when it started: the control and every guest’s fallback.`,
  status: { running: 'Running', paused: 'Paused', completed: 'Completed', aborted: 'Aborted' },
  share: (share: number, version: string) => `${share} % of guests get ${version} now.`,
  stepsLabel: (id: number) => `Steps of rollout #${id}`,
  now: 'now',
  stepOf: (step: number, of: number, length: string) => `Step ${step} of ${of}, ${length} each.`,
  nextStep: (share: number, when: string) => `Next step (${share} %) ${when}.`,
  completes: (when: string, version: string) => `${version} becomes the default ${when} if the guardrails hold.`,
  paused: 'Paused: the share holds and the step’s clock is stopped; the guardrails still watch.',
  venues: (venues: string[]) => `Serves ${venues.length === 0 ? 'no venue' : venues.join(', ')}.`,
  keptVenues: (venues: string[]) => `Keep their own split: ${venues.join(', ')}.`,
  startedBy: (by: string, at: string) => `Started by ${by}, ${at}.`,
  guardrailsLabel: (id: number) => `Guardrails of rollout #${id}`,
  guardrail: { failures: 'Failures', lcp: 'LCP p75', inp: 'INP p75', conversion: 'Conversion' } as Record<RolloutGuardrail['name'], string>,
  guardrailState: { holds: 'Holds', waiting: 'Not enough data', tripped: 'Failed' } as Record<RolloutGuardrail['state'], string>,
  pause: 'Pause',
  pauseLabel: (id: number) => `Pause rollout #${id}`,
  resume: 'Resume',
  resumeLabel: (id: number) => `Resume rollout #${id}`,
  abort: 'Abort',
  abortLabel: (id: number) => `Abort rollout #${id}`,
  abortQuestion: (version: string, control: string) =>
    `Abort this rollout? Every guest of ${version} gets ${control} again, and ${control} stays the default.`,
  abortConfirm: 'Abort the rollout',
  abortKeep: 'Keep it running',
  start: 'Start a rollout',
  startTitle: 'Start a rollout',
  remote: 'Remote',
  version: 'Version',
  noVersion: 'No version to roll out: deploy one first.',
  steps: 'Steps (% of guests)',
  stepsHint: 'Ascending, ending at 100, for example 5,25,50,100.',
  every: 'Each step lasts',
  everyHint: 'For example 30m, 90s or 2h (at least 10 s).',
  startApply: 'Start the rollout',
  cancel: 'Cancel',
  startProblems: {
    version: 'Choose the version to roll out.',
    steps: 'Give ascending whole percentages ending at 100, at most 10, for example 5,25,50,100.',
    every: 'Give a length such as 30m, 90s or 2h, at least 10 s.',
  } as Record<StartProblem, string>,
  refused: (message: string) => `Refused: ${message}`,
  notice: (notice: RolloutNotice): string => {
    if (notice.kind === 'failed') return `The rollout was not changed: ${notice.message}`;
    const what = `Rollout #${notice.id} of ${notice.remote} ${notice.version}`;
    switch (notice.action) {
      case 'start':
        return `${what} has started.`;
      case 'pause':
        return `${what} is paused: its share holds.`;
      case 'resume':
        return `${what} goes on.`;
      default:
        return `${what} is aborted: the default stays as it was.`;
    }
  },
};
