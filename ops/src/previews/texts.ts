import type { PreviewedVersion } from '@tabula/shared';
import type { PreviewsNotice } from './model';

const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The preview links section's words (the operator page is English only: ../texts.ts says why). */
export const previewsTexts = {
  title: 'Preview links',
  hint: 'Links that show unreleased versions to the browser that opens them, until they expire. Revoking one ends it for every browser that opened it, from its next page on.',
  none: 'No preview link is open.',
  unavailable: 'The preview links could not be read. Refresh to try again.',
  linkTitle: (id: number) => `Link ${id}`,
  versions: (remotes: PreviewedVersion[]) => remotes.map((r) => `${r.remote} ${r.version}`).join(', '),
  stopped: (remote: string, version: string, reason: string) => `${remote} ${version} was stopped: ${reason}`,
  madeBy: (by: string, when: string) => `Made by ${by} at ${at(when)}`,
  opens: (venue: string | null, path: string) => `Opens ${path}${venue ? ` at ${venue}` : ''}`,
  expires: (when: string) => `Expires ${at(when)}`,
  live: 'Open',
  expired: 'Expired',
  revoked: 'Revoked',
  revokedBy: (by: string | null, when: string) => `Revoked by ${by ?? 'an operator'} at ${at(when)}`,
  revoke: 'Revoke',
  revokeLabel: (id: number) => `Revoke link ${id}`,
  confirm: (id: number) => `Revoke link ${id}? Every browser that opened it gets what every guest gets from its next page on.`,
  confirmRevoke: 'Yes, revoke it',
  keep: 'Keep it',
  notice: (notice: PreviewsNotice) =>
    notice.kind === 'revoked'
      ? `Link ${notice.id} is revoked.`
      : notice.message === 'network'
        ? 'The API could not be reached. Check the connection and try again.'
        : notice.message,
};
