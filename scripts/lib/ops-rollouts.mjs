// The rollout commands of `npm run ops`: start a progressive rollout, list them, pause, resume, abort.
import { opsCall } from './ops-client.mjs';

export const ROLLOUT_USAGE = `  rollout <remote> <version> --steps <p>,<p>,...,100 [--every <n>s|m|h] [--force]
                                                  roll a version out to every venue's guests step by step (default every 30m);
                                                  it becomes the default, or aborts when a guardrail trips (--force: even a stopped one)
  rollouts [<id>]                                 the rollouts: step, share, next step, guardrails, why one aborted
  rollout-pause <id> | rollout-resume <id> | rollout-abort <id>
                                                  hold a rollout's share, go on, or end it leaving the default as it was`;

const UNITS = { s: 1, m: 60, h: 3600 };

/** `30m`, `90s`, `2h` or a number of seconds, as whole seconds. */
export function secondsOf(text) {
  const match = /^(\d{1,7})([smh]?)$/.exec(String(text).trim());
  if (!match) throw new Error(`"${text}" is not a duration such as 30m, 90s or 2h`);
  return Number(match[1]) * UNITS[match[2] || 's'];
}

/** `5,25,50,100` as [5, 25, 50, 100] (the API checks they go up to 100). */
export function stepsOf(text) {
  const steps = String(text)
    .split(',')
    .map((part) => part.trim().replace(/%$/, ''));
  if (steps.some((s) => !/^\d{1,3}$/.test(s))) throw new Error(`"${text}" is not a list of percentages such as 5,25,50,100`);
  return steps.map(Number);
}

const when = (at) => (at === null ? '-' : at.replace('T', ' ').slice(0, 19));

function printRollout(r) {
  const state = r.status === 'running' ? (r.paused ? 'PAUSED' : 'running') : r.status;
  const line = r.steps.map((s, i) => (i + 1 === r.step && r.status === 'running' ? `[${s}]` : String(s))).join(' > ');
  console.log(
    `#${r.id} ${r.remote} ${r.version} against ${r.control}  ${state}  step ${r.step}/${r.steps.length} (${line})  share ${r.share} %`,
  );
  console.log(`    started ${when(r.started_at)} by ${r.started_by}, every ${r.step_seconds}s; next step ${when(r.next_step_at)}`);
  if (r.kept_venues.length > 0) console.log(`    venues keeping their own split: ${r.kept_venues.join(', ')}`);
  for (const g of r.guardrails) console.log(`    ${g.name.padEnd(10)} ${g.state.padEnd(8)} ${g.figure}`);
  if (r.reason) console.log(`    ${r.reason}`);
}

/** Runs a rollout command; false when `command` is none of them. */
export async function rolloutCommand(command, args, { name, flag }) {
  switch (command) {
    case 'rollout': {
      const steps = flag(args, '--steps', { value: true });
      const every = flag(args, '--every', { value: true });
      const force = flag(args, '--force') === true;
      if (args.length !== 2 || !steps) throw new Error(`Usage:\n${ROLLOUT_USAGE}`);
      const reply = await opsCall('POST', `/api/ops/remotes/${name(args[0])}/rollouts`, {
        version: args[1],
        steps: stepsOf(steps),
        ...(every && { step_seconds: secondsOf(every) }),
        ...(force && { force }),
      });
      console.log(`Rollout #${reply.id} started: ${reply.share} % of every venue's guests get ${reply.remote} ${reply.version}.`);
      printRollout(reply);
      return true;
    }
    case 'rollouts': {
      if (args.length > 1) throw new Error(`Usage:\n${ROLLOUT_USAGE}`);
      if (args[0]) printRollout(await opsCall('GET', `/api/ops/rollouts/${Number(args[0])}`));
      else {
        const { rollouts } = await opsCall('GET', '/api/ops/rollouts');
        if (rollouts.length === 0) console.log('No rollout yet.');
        rollouts.forEach(printRollout);
      }
      return true;
    }
    case 'rollout-pause':
    case 'rollout-resume':
    case 'rollout-abort': {
      if (args.length !== 1) throw new Error(`Usage:\n${ROLLOUT_USAGE}`);
      printRollout(await opsCall('POST', `/api/ops/rollouts/${Number(args[0])}/${command.slice('rollout-'.length)}`));
      return true;
    }
    default:
      return false;
  }
}
