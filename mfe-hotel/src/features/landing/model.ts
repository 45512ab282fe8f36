import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkGuestSessionFx, storeReset, tabExpiredDetected, tabStarted, type TabStarted } from '@tabula/shared';
import { followSessionLink, joinTabByLink, type LinkOutcome } from './links';

export interface LandingLink {
  kind: 'tabLink' | 'sessionLink';
  venueUuid: string;
  /** The tab uuid of a tab link, the session id of a session link. */
  id: string;
  /** Room service: a session link's guest without a tab here gets their room's tab. */
  rooms?: boolean;
}

/** The landing page opened: no link has been tried yet. */
export const landingOpened = createEvent();
/** The landing page found a tab or session link to follow. */
export const linkFound = createEvent<LandingLink>();
/** The hotel's own page was opened with a session link: the session is kept once the API knows it. */
export const hotelSessionLinked = createEvent<{ venueUuid: string; sessionId: string }>();

export const followLinkFx = createEffect(({ kind, venueUuid, id, rooms = false }: LandingLink): Promise<LinkOutcome> =>
  kind === 'tabLink' ? joinTabByLink(venueUuid, id) : followSessionLink({ venueUuid, sessionId: id, rooms }, checkGuestSessionFx),
);

/** A link is followed once at a time, also under StrictMode's double effects. */
sample({ clock: linkFound, filter: followLinkFx.pending.map((pending) => !pending), target: followLinkFx });

/** A refused session check is the session model's to act on (it forgets the session); nothing to show here. */
sample({ clock: hotelSessionLinked, target: checkGuestSessionFx });

/** A joined tab starts on this device; the landing page then sends the guest with a tab on to the menu. */
sample({
  clock: followLinkFx.doneData.filterMap((outcome): TabStarted | undefined => (outcome.kind === 'joined' ? outcome.tab : undefined)),
  target: tabStarted,
});

sample({ clock: followLinkFx.doneData, filter: (outcome) => outcome.kind === 'expired', target: tabExpiredDetected });

/**
 * The link was followed and did not end in a tab: the page goes on to its other steps. An unknown session
 * is not such an end: the session model forgets it and reloads the page, and until then the loader stays.
 */
const linkSettled = sample({
  clock: followLinkFx.doneData,
  filter: (outcome) => outcome.kind !== 'joined' && outcome.kind !== 'sessionInvalid',
});

export const $linksTried = createStore(false)
  .on(linkSettled, () => true)
  .reset(landingOpened, storeReset);

/** The link could not be followed; the welcome page says so. */
export const $linkFailed = createStore(false)
  .on(linkSettled, (_, outcome) => outcome.kind === 'failed')
  .reset(landingOpened, storeReset);
