import { combine, createEvent, createStore, sample } from 'effector';
import { $hasTab, $roomNumber, $sessionId, $venue, isHotelRoomVenue, navigateFx, tableNumberChosen } from '@tabula/shared';
import { $linksTried, hotelSessionLinked, landingOpened, linkFound, type LandingLink } from './model';
import { landingParams, landingStep } from './steps';

/** The landing page is at this address (on opening, and whenever its address changes). */
export const landingAddressSeen = createEvent<{ search: string; pathname: string }>();
/** The landing page is gone. */
export const landingLeft = createEvent();

const $address = createStore<{ search: string; pathname: string } | null>(null)
  .on(landingAddressSeen, (_, address) => address)
  .reset(landingOpened, landingLeft);

const $params = $address.map((address) => (address ? landingParams(new URLSearchParams(address.search)) : null));

/** What the landing page does now (see landingStep), while it is open. */
const $step = combine(
  {
    venue: $venue,
    address: $address,
    params: $params,
    hasTab: $hasTab,
    sessionId: $sessionId,
    roomNumber: $roomNumber,
    linksTried: $linksTried,
  },
  ({ venue, address, params, hasTab, sessionId, roomNumber, linksTried }) =>
    venue && address && params
      ? landingStep({ venue, params, atVenuePath: address.pathname.startsWith('/venue/d/'), hasTab, sessionId, roomNumber, linksTried })
      : null,
);

// The table a link names is the guest's choice, carried to the tab forms, the menu and the cart; a tab
// already fixes the table.
const $linkTable = combine($params, $hasTab, (params, hasTab) => (params?.table && !hasTab ? params.table : null));
sample({ clock: $linkTable.updates.filterMap((table) => table ?? undefined), target: tableNumberChosen });

// A session link names the hotel guest also on the hotel's own page: kept once the API knows it.
const $hotelSession = combine($step, $params, (step, params) => (step?.kind === 'hotel' ? (params?.sessionId ?? null) : null));
sample({
  clock: $hotelSession.updates,
  source: $venue,
  filter: (venue, sessionId) => venue !== null && sessionId !== null,
  fn: (venue, sessionId) => ({ venueUuid: venue?.uuid ?? '', sessionId: sessionId ?? '' }),
  target: hotelSessionLinked,
});

// A joined link starts the tab, and a guest with a tab is sent on to the menu from here.
const $redirect = $step.map((step) => (step?.kind === 'redirect' ? step.to : null));
sample({
  clock: $redirect.updates.filterMap((to) => to ?? undefined),
  fn: (to) => ({ to, replace: true }),
  target: navigateFx,
});

// A tab or session link is followed (a name, so that the same link is not followed twice).
const $link = $step.map((step) =>
  step?.kind === 'tabLink' ? `tabLink ${step.tabId}` : step?.kind === 'sessionLink' ? `sessionLink ${step.sessionId}` : null,
);
sample({
  clock: $link.updates,
  source: $venue,
  filter: (venue, link) => venue !== null && link !== null,
  fn: (venue, link): LandingLink => {
    const [kind, id] = (link ?? '').split(' ') as [LandingLink['kind'], string];
    return { kind, venueUuid: venue?.uuid ?? '', id, rooms: venue !== null && isHotelRoomVenue(venue) };
  },
  target: linkFound,
});
