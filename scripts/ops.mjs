// npm run ops -- <command>: the remote registry's operator API from a terminal (TABULA_API, OPS_TOKEN).
import { remotes } from './lib/apps.mjs';
import { apiUrl, opsCall, remoteNamed } from './lib/ops-client.mjs';
import { PREVIEW_USAGE, previewCommand } from './lib/ops-previews.mjs';
import { RELEASE_USAGE, releaseCommand } from './lib/ops-release.mjs';
import { ROLLOUT_USAGE, rolloutCommand } from './lib/ops-rollouts.mjs';

const USAGE = `Usage: npm run ops -- <command>
  list                                            remotes, versions, defaults, splits and their results
  register <remote> <version> <manifest url> [--allow-dropped-routes]
                                                  register a build (checked against the shell and the default's routes first)
  split <venue> <remote> <version>=<weight>...    split a venue's guests between versions (weights 0..100)
  ramp <experiment id> <version>=<weight>...      new weights for a running experiment: a new phase, guests keep their bucket
  ship <venue> <remote> <version> [--force]       promote the version and end the venue's split, in one step
  ship-experiment <id> <version> [--force]        the same, naming the experiment (as the ops page's Ship the winner)
  audit [<remote>] [--limit <n>]                  every change of the registry, newest first, with who made it
${RELEASE_USAGE}
${PREVIEW_USAGE}
${ROLLOUT_USAGE}
The API is ${apiUrl} (TABULA_API); the token OPS_TOKEN or <DATA_DIR>/ops-token.`;

const name = (given) => remoteNamed(remotes, given).name;

/** Pulls a `--name` flag (and with `value`, the word after it) out of the arguments. */
function flag(args, name, { value = false } = {}) {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [, given] = args.splice(at, value ? 2 : 1);
  if (value && given === undefined) throw new Error(`${name} needs a value`);
  return value ? given : true;
}

const json = (value) => (value === null || value === undefined ? '-' : JSON.stringify(value));

function printAudit({ entries }) {
  if (entries.length === 0) return console.log('No changes recorded yet.');
  for (const e of entries) {
    const where = [e.remote, e.venue && `at ${e.venue}`].filter(Boolean).join(' ');
    const reason = e.reason ? `  (${e.reason})` : '';
    console.log(`${e.at}  ${e.actor.padEnd(10)} ${e.action.padEnd(13)} ${where}  ${json(e.before)} -> ${json(e.after)}${reason}`);
  }
}

function weights(pairs) {
  if (pairs.length === 0) throw new Error('split needs at least one <version>=<weight>');
  return Object.fromEntries(
    pairs.map((pair) => {
      const match = /^([^=]+)=(\d{1,3})$/.exec(pair);
      if (!match) throw new Error(`"${pair}" is not <version>=<weight> (a whole number 0..100)`);
      return [match[1], Number(match[2])];
    }),
  );
}

function printOverview({ remotes: list }) {
  for (const remote of list) {
    console.log(`${remote.name}  default ${remote.default ?? '(none)'}  previous ${remote.previous_default ?? '(none)'}`);
    for (const v of remote.versions) {
      const halted = v.halted_reason ? `  HALTED: ${v.halted_reason}` : '';
      console.log(
        `  ${v.version.padEnd(14)} ${v.registered_at} by ${v.registered_by}  ${v.build_hash?.slice(0, 12) ?? '(unread)'}  ${v.entry}${halted}`,
      );
    }
  }
}

const pct = (share) => (share === null ? '-' : `${(share * 100).toFixed(1)}%`);
const range = (low, high) => (low === null || high === null ? '-' : `${pct(low)}..${pct(high)}`);
const ms = (value) => (value === null ? '-' : `${value}ms`);

function printExperiments({ experiments }, { versions }) {
  console.log(experiments.length === 0 ? '\nno experiment yet' : '\nexperiments:');
  for (const e of experiments) {
    const state = e.status === 'running' ? 'running' : `ended ${e.ended_at} (${e.ended_reason})`;
    console.log(`  #${e.id} ${e.remote} at ${e.venue}  started ${e.started_at}  ${state}  phase ${e.phase}/${e.phases.length}`);
    const verdict = !e.enough_data
      ? `not enough data yet (${e.min_exposed} guests per variant needed)`
      : e.leader === e.control
        ? `no variant beats the control ${e.control}`
        : `leader ${e.leader}`;
    const srm = e.srm_p === null ? 'SRM -' : `SRM p=${e.srm_p}${e.srm_warning ? ' MISMATCH' : ''}`;
    console.log(`    ${verdict}; ${srm}`);
    for (const s of e.stopped_automatically) console.log(`    STOPPED ${s.version}: ${s.reason}`);
    for (const v of e.variants) {
      console.log(
        `    ${(v.version + (v.control ? '*' : '')).padEnd(14)} weight ${String(v.weight).padStart(3)}  exposed ${v.exposed}  ` +
          `converted ${v.converted} ${pct(v.conversion)} [${range(v.ci_low, v.ci_high)}]  ` +
          (v.control
            ? ''
            : // Below the "not enough data yet" size a chance to beat the control is noise: not printed.
              `uplift ${pct(v.uplift)} [${range(v.uplift_ci_low, v.uplift_ci_high)}]  ` +
              (e.enough_data ? `beats control ${pct(v.chance_to_beat_control)}  ` : '')) +
          `orders ${v.orders_submitted}/${v.orders_paid} paid  rev/guest ${v.revenue_per_exposed_cents ?? '-'}c  ` +
          `failures ${v.load_failures} load ${v.render_failures} render  LCP ${ms(v.lcp_p75_ms)} INP ${ms(v.inp_p75_ms)} CLS ${v.cls_p75 ?? '-'}`,
      );
    }
  }
  if (versions.length > 0) console.log('\nacross venues:');
  for (const v of versions) {
    console.log(
      `  ${v.remote} ${v.version}: ${v.experiments} experiment(s) at ${v.venues.join(', ')}  exposed ${v.exposed}  ` +
        `converted ${v.converted} ${pct(v.conversion)} [${range(v.ci_low, v.ci_high)}]`,
    );
    // Revenue is never added across currencies: one line per currency of the venues.
    for (const r of v.revenue) {
      console.log(`    rev/guest ${r.revenue_per_exposed_cents ?? '-'}c ${r.currency} (${r.venues.join(', ')}: ${r.exposed} exposed)`);
    }
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (await rolloutCommand(command, args, { name, flag })) return;
  if (await releaseCommand(command, args, { name, flag })) return;
  const needs = (n) => {
    if (args.length !== n) throw new Error(USAGE);
  };
  switch (command) {
    case 'list':
      needs(0);
      printOverview(await opsCall('GET', '/api/ops/remotes'));
      return printExperiments(await opsCall('GET', '/api/ops/experiments'), await opsCall('GET', '/api/ops/experiments/pooled'));
    case 'register': {
      const allowDroppedRoutes = flag(args, '--allow-dropped-routes') === true;
      needs(3);
      const [remote, version, entry] = args;
      const reply = await opsCall('POST', `/api/ops/remotes/${name(remote)}/versions`, {
        version,
        entry,
        ...(allowDroppedRoutes && { allowDroppedRoutes }),
      });
      return console.log(`registered ${reply.remote} ${reply.version}`);
    }
    case 'ship': {
      const force = flag(args, '--force') === true;
      needs(3);
      const [venue, remote, version] = args;
      const reply = await opsCall('POST', `/api/ops/venues/${venue}/remotes/${name(remote)}/ship`, { version, ...(force && { force }) });
      return console.log(
        `${reply.remote} ${reply.default} shipped: every venue's default, and ${reply.venue} runs no split of it any more`,
      );
    }
    case 'audit': {
      const limit = flag(args, '--limit', { value: true });
      if (args.length > 1) throw new Error(USAGE);
      const query = new URLSearchParams({ ...(args[0] && { remote: name(args[0]) }), ...(limit && { limit }) });
      return printAudit(await opsCall('GET', `/api/ops/audit${query.size > 0 ? `?${query}` : ''}`));
    }
    case 'split': {
      if (args.length < 3) throw new Error(USAGE);
      const [venue, remote, ...pairs] = args;
      const reply = await opsCall('PUT', `/api/ops/venues/${venue}/remotes/${name(remote)}`, { variants: weights(pairs) });
      // The experiment's id is what ramp and ship-experiment name.
      return console.log(
        `${reply.venue} now splits ${reply.remote}: ${Object.entries(reply.variants)
          .map(([v, w]) => `${v}=${w}`)
          .join(' ')} (experiment #${reply.experiment}, phase ${reply.phase})`,
      );
    }
    case 'stop': {
      needs(2);
      await opsCall('DELETE', `/api/ops/venues/${args[0]}/remotes/${name(args[1])}`);
      return console.log(`${args[0]} runs no split of ${name(args[1])} any more: its guests get the default`);
    }
    case 'ramp': {
      if (args.length < 2) throw new Error(USAGE);
      const [id, ...pairs] = args;
      const reply = await opsCall('PUT', `/api/ops/experiments/${Number(id)}/weights`, { variants: weights(pairs) });
      return console.log(`#${reply.id} ${reply.remote} at ${reply.venue} is in phase ${reply.phase}`);
    }
    case 'ship-experiment': {
      const force = flag(args, '--force') === true;
      needs(2);
      const reply = await opsCall('POST', `/api/ops/experiments/${Number(args[0])}/ship`, { version: args[1], ...(force && { force }) });
      return console.log(`${args[1]} is the default of ${reply.remote} everywhere; #${reply.id} at ${reply.venue} has ended`);
    }
    default:
      if (!(await previewCommand(command, args, { name, flag, usage: USAGE }))) throw new Error(USAGE);
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
