// The release commands of `npm run ops`: promote, rollback, history and stopping a version by hand,
// each printing what it did and what it did not (venues keeping their split, the version restored).
import { opsCall } from './ops-client.mjs';

export const RELEASE_USAGE = `  promote <remote> <version> [--force] [--end-splits]
                                                  make a version every venue's default (--force: even one stopped or failing;
                                                  --end-splits: also end the venues' own splits, so it reaches every guest)
  rollback <remote>                               step back to the newest earlier default (one step per call)
  history <remote>                                the default and every earlier default a rollback walks back through
  stop <remote> <version> --reason "<why>"        stop a version by hand: weight 0 in every split, the earlier default
                                                  back if it is the default; promote and split refuse it unless forced
  stop <venue> <remote>                           end a venue's split: its guests get the default again (results kept)`;

/** What a promote answered, in words: the venues keeping their own split are named, with the command that ends them. */
export function promoteText(reply) {
  const lines = [`${reply.remote} default is now ${reply.default} (previous ${reply.previous ?? 'none'}), from every guest's next page on`];
  if (reply.ended_splits.length > 0)
    lines.push(`Ended the splits of ${reply.ended_splits.join(', ')}: their guests get ${reply.default} too.`);
  if (reply.kept_splits.length > 0) {
    lines.push(
      `Not at ${reply.kept_splits.join(', ')}: they keep their own split of ${reply.remote}, and their guests their variants.`,
      `To end those splits: npm run ops -- promote ${reply.remote} ${reply.default} --end-splits`,
    );
  }
  return lines.join('\n');
}

/** What a rollback answered: the version it went back to, and what the next one would restore. */
export function rollbackText(reply) {
  const next = reply.previous ? `the next rollback restores ${reply.previous}` : 'no earlier default is left';
  return `${reply.remote} rolled back to ${reply.default} (was ${reply.from}); ${next}`;
}

/** A version stopped by hand: where it lost its guests, and the default after. */
export function stoppedText(reply) {
  const paused =
    reply.paused.length === 0
      ? 'No venue split guests onto it.'
      : `Weight 0 at ${reply.paused.map((p) => `${p.venue} (was ${p.weight})`).join(', ')}.`;
  const fallback = reply.rolled_back ? `It was the default: ${reply.default} is again.` : `The default stays ${reply.default ?? 'none'}.`;
  return `${reply.remote} ${reply.version} stopped: ${reply.reason}\n${paused} ${fallback}`;
}

/** A remote's default and the earlier defaults a rollback walks back through, newest first. */
export function historyText(remote) {
  const lines = [`${remote.name}  default ${remote.default ?? '(none)'}`];
  if (remote.earlier_defaults.length === 0) lines.push('  no earlier default: rollback has nothing to go back to');
  remote.earlier_defaults.forEach((e, i) => {
    const since = e.since ? `default from ${e.since}` : 'default since before the history was kept';
    lines.push(`  ${i + 1}. ${e.version.padEnd(14)} ${since} until ${e.replaced_at}${i === 0 ? '  <- the next rollback' : ''}`);
  });
  return lines.join('\n');
}

/** Runs a release command; false when `command` is none of them (or `stop` names a venue's split). */
export async function releaseCommand(command, args, { name, flag }) {
  const usage = () => new Error(`Usage:\n${RELEASE_USAGE}`);
  switch (command) {
    case 'promote': {
      const force = flag(args, '--force') === true;
      const endSplits = flag(args, '--end-splits') === true;
      if (args.length !== 2) throw usage();
      const reply = await opsCall('PUT', `/api/ops/remotes/${name(args[0])}/default`, {
        version: args[1],
        ...(force && { force }),
        ...(endSplits && { end_splits: true }),
      });
      console.log(promoteText(reply));
      return true;
    }
    case 'rollback': {
      if (args.length !== 1) throw usage();
      console.log(rollbackText(await opsCall('POST', `/api/ops/remotes/${name(args[0])}/rollback`)));
      return true;
    }
    case 'history': {
      if (args.length !== 1) throw usage();
      const { remotes } = await opsCall('GET', '/api/ops/remotes');
      const remote = remotes.find((r) => r.name === name(args[0]));
      if (!remote) throw new Error(`Unknown remote ${args[0]}`);
      console.log(historyText(remote));
      return true;
    }
    case 'stop': {
      const reason = flag(args, '--reason', { value: true });
      // Without --reason, `stop <venue> <remote>` ends a venue's split, as it always did.
      if (reason === undefined) return false;
      if (args.length !== 2) throw usage();
      const path = `/api/ops/remotes/${name(args[0])}/versions/${encodeURIComponent(args[1])}/stop`;
      console.log(stoppedText(await opsCall('POST', path, { reason })));
      return true;
    }
    default:
      return false;
  }
}
