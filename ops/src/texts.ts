import type { Notice } from './model';

/**
 * The operator page's words. It is a staff tool in its own bundle, outside the guest app's languages,
 * so it carries its English texts itself instead of the kernel's i18n runtime.
 */
export const texts = {
  title: 'Remote versions and A/B tests',
  tokenLabel: 'Ops token',
  tokenHint: 'Asked once; kept for this browser tab only.',
  signIn: 'Open the operator page',
  tokenRequired: 'Enter the ops token.',
  refresh: 'Refresh',
  signOut: 'Forget the token',
  loading: 'Loading the remotes',
  noRemotes: 'No remote is registered yet.',
  // The API answers null for a remote none of whose versions was ever promoted.
  defaultVersion: (version: string | null) =>
    version === null ? 'No default version yet: promote one below.' : `Default version: ${version}`,
  versionsCaption: (remote: string) => `Versions of ${remote}`,
  version: 'Version',
  registered: 'Registered',
  registeredAt: (at: string, by: string) => `${at.slice(0, 16).replace('T', ' ')} by ${by}`,
  halted: (reason: string) => `Stopped by the API: ${reason}`,
  promoteAnyway: (version: string) => `Promote ${version} anyway`,
  promoteAnywayLabel: (remote: string, version: string) => `Promote ${version} anyway to default of ${remote}`,
  overrideTitle: 'Developer override',
  overrideHint:
    'Load one remote from another entry, such as your dev server, in this browser alone (12 hours, or until Exit on the app’s badge). Guests and other browsers keep the registry’s builds.',
  overrideRemote: 'Remote',
  overrideEntry: 'Entry (mf-manifest.json URL)',
  overrideApply: 'Override in this browser',
  overrideDone: (overrides: { remote: string; entry: string }[]) =>
    `This browser now loads ${overrides.map((o) => `${o.remote} from ${o.entry}`).join(', ')}.`,
  overrideOpen: 'Open the app',
  auditTitle: 'Audit log',
  auditCaption: 'Changes of the registry, newest first',
  auditEmpty: 'No change recorded yet.',
  auditUnavailable: 'The audit log could not be loaded.',
  when: 'When',
  actor: 'Who',
  action: 'What',
  where: 'Remote and venue',
  change: 'Before → after',
  nothing: '–',
  isDefault: 'Default',
  promote: 'Promote',
  promoteLabel: (remote: string, version: string) => `Promote ${version} to default of ${remote}`,
  split: 'Split',
  splitLabel: (remote: string) => `Split a venue's guests between versions of ${remote}`,
  splitTitle: (remote: string) => `Split ${remote} at a venue`,
  venue: 'Venue slug',
  weightOf: (version: string) => `Weight of ${version} (0 to 100)`,
  applySplit: 'Apply the split',
  cancel: 'Cancel',
  splitErrors: {
    venue: 'Enter the venue slug: lower-case letters, digits and dashes, for example bistro.',
    weight: 'Each weight is a whole number from 0 to 100.',
    total: 'Give at least one version a weight above 0.',
  },
  notice: (notice: Notice): string => {
    switch (notice.kind) {
      case 'done':
        if (notice.action === 'promoted') return `${notice.detail} is now the default of ${notice.remote}.`;
        if (notice.action === 'split') return `The split of ${notice.remote} at ${notice.detail} is applied.`;
        return `${notice.remote} is rolled back: ${notice.detail} is its default again.`;
      case 'unauthorized':
        return 'The ops token was refused. Enter it again.';
      case 'conflict':
        return `Refused: ${notice.message}`;
      case 'network':
        return 'The API could not be reached. Check the connection and try again.';
      default:
        return `The API could not do it: ${notice.message}`;
    }
  },
};
