import type { ForceOffer } from './model';

/** The release controls' words (the operator page is English only, as ../texts.ts says why). */
export const releaseTexts = {
  historyTitle: (remote: string) => `Earlier defaults of ${remote}`,
  historyEmpty: 'No earlier default: there is nothing to roll back to yet.',
  historyEntry: (version: string, since: string | null, until: string) =>
    `${version}: the default ${since ? `from ${when(since)} ` : ''}until ${when(until)}`,
  // The visible text leads the name, as a voice user reads it from the screen.
  rollback: (version: string) => `Roll back to ${version}`,
  rollbackLabel: (remote: string, version: string) => `Roll back to ${version} as the default of ${remote}`,
  stop: 'Stop this version',
  stopLabel: (remote: string, version: string) => `Stop this version: ${remote} ${version}`,
  stopTitle: (remote: string, version: string) => `Stop ${remote} ${version}`,
  stopWhat:
    'Its guests get the default from their next page on: weight 0 in every venue’s split, and the earlier default comes back if it is the default. Promote and split refuse it afterwards unless forced.',
  reason: 'Why (shown wherever it is refused)',
  reasonRequired: 'Say why the version is stopped.',
  confirmStop: 'Stop it',
  cancel: 'Cancel',
  close: 'Close',
  stopped: (remote: string, version: string, fallback: string | null) =>
    `${remote} ${version} is stopped.${fallback ? ` The default is ${fallback}.` : ''}`,
  kept: (remote: string, version: string, venues: string[]) =>
    `${version} is the default of ${remote}, but not at ${venues.join(', ')}: ${venues.length === 1 ? 'it keeps its' : 'they keep their'} own split, and their guests their variants.`,
  endSplits: 'End their splits',
  endSplitsLabel: (remote: string, venues: string[]) => `End the splits of ${remote} at ${venues.join(', ')}`,
  ended: (remote: string, version: string, venues: string[]) =>
    `The splits of ${remote} at ${venues.join(', ')} have ended: their guests get ${version} too.`,
  failed: (message: string) => `Refused: ${message}`,
  network: 'The API could not be reached. Check the connection and try again.',
  forceOpen: (offer: ForceOffer) =>
    offer.kind === 'split' ? `Split ${offer.remote} at ${offer.venue} anyway…` : `Ship ${offer.version} anyway…`,
  forceTitle: (offer: ForceOffer) =>
    offer.kind === 'split' ? `Split ${offer.remote} at ${offer.venue} anyway?` : `Ship ${offer.version} anyway?`,
  forceRisk: (offer: ForceOffer) =>
    offer.kind === 'split'
      ? 'Guests get a version that was stopped, and meet what stopped it. The API said:'
      : 'The winner is called on too few guests, or on a version that was stopped: it may be chance. The API said:',
  forceConfirm: (offer: ForceOffer) => (offer.kind === 'split' ? 'Split anyway' : `Ship ${offer.version} anyway`),
  forced: (offer: ForceOffer) =>
    offer.kind === 'split'
      ? `The split of ${offer.remote} at ${offer.venue} is applied, forced.`
      : `${offer.version} is shipped, forced: the default everywhere.`,
  ship: (version: string) => `Ship the winner: ${version}`,
  shipLabel: (version: string, remote: string, venue: string) =>
    `Ship the winner: ${version}, the default of ${remote} for every venue, ending the experiment at ${venue}`,
  shipTitle: (version: string) => `Ship ${version}?`,
  shipWhat: (version: string, remote: string, venue: string) =>
    `${version} becomes the default of ${remote} for every venue, and the experiment at ${venue} ends. Guests get it from their next page on.`,
  confirmShip: (version: string) => `Ship ${version}`,
};

function when(at: string): string {
  return at.slice(0, 16).replace('T', ' ');
}
