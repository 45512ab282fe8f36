// The preview commands of npm run ops: make a link, list the links, revoke one. Here, beside ops.mjs, so
// its commands of the registry and these stay apart.
import { opsCall } from './ops-client.mjs';

export const PREVIEW_USAGE = `  preview <remote> <version> [<remote> <version>...] [--venue <slug>] [--path </page>] [--hours <n>]
                                                  a signed link that shows those versions to the browser opening it, alone (24 h)
  previews                                        the preview links that have not expired, with their ids
  revoke-preview <id>                             end a preview link for every browser that opened it, from its next page on`;

const pinned = (remotes) => remotes.map((r) => `${r.remote} ${r.version}${r.stopped ? ` (STOPPED: ${r.stopped})` : ''}`).join(', ');

/** The answer of POST /api/ops/previews, as the terminal shows it: the id to revoke it by, and any stopped version. */
export function formatMadePreview(reply) {
  return [
    `Preview #${reply.id} of ${pinned(reply.remotes)} until ${reply.expires_at}:`,
    `  ${reply.link}`,
    'Whoever opens it gets these versions in that browser alone (Exit on its badge leaves); no guest is affected.',
    `npm run ops -- revoke-preview ${reply.id} ends it.`,
  ].join('\n');
}

/** GET /api/ops/previews, one line a link. */
export function formatPreviewLinks({ previews }) {
  if (previews.length === 0) return 'No preview link is open.';
  return previews
    .map((p) => {
      const state = p.revoked_at ? `REVOKED ${p.revoked_at} by ${p.revoked_by}` : `until ${p.expires_at}`;
      return `#${p.id}  ${pinned(p.remotes)}  at ${p.venue ?? '(public origin)'}${p.path}  by ${p.created_by}  ${state}`;
    })
    .join('\n');
}

/** Runs a preview command; false for a command that is not one of them. */
export async function previewCommand(command, args, { name, flag, usage }) {
  switch (command) {
    case 'preview': {
      const venue = flag(args, '--venue', { value: true });
      const landing = flag(args, '--path', { value: true });
      const hours = flag(args, '--hours', { value: true });
      if (args.length === 0 || args.length % 2 !== 0) throw new Error(usage);
      const remotes = [];
      for (let i = 0; i < args.length; i += 2) remotes.push({ remote: name(args[i]), version: args[i + 1] });
      const reply = await opsCall('POST', '/api/ops/previews', {
        remotes,
        ...(venue && { venue }),
        ...(landing && { path: landing }),
        ...(hours && { hours: Number(hours) }),
      });
      console.log(formatMadePreview(reply));
      return true;
    }
    case 'previews':
      if (args.length > 0) throw new Error(usage);
      console.log(formatPreviewLinks(await opsCall('GET', '/api/ops/previews')));
      return true;
    case 'revoke-preview': {
      if (args.length !== 1 || !/^[1-9]\d{0,8}$/.test(args[0])) throw new Error(usage);
      await opsCall('DELETE', `/api/ops/previews/${args[0]}`);
      console.log(`Preview #${args[0]} is revoked: every browser that opened it gets what guests get from its next page on.`);
      return true;
    }
    default:
      return false;
  }
}
