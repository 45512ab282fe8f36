import { isHotelRoomVenue, isUuid, type Venue } from '@tabula/shared';

/** A link's tab or session that is not a uuid names nothing: the landing page does not try to follow it. */
const linkId = (value: string | null | undefined): string | null => {
  const id = value?.trim();
  return isUuid(id) ? id : null;
};

/** The query parameters the landing page reads. */
export interface LandingParams {
  tab: string | null;
  table: string | null;
  from: string | null;
  sessionId: string | null;
  roomNo: string | null;
  /** A tab or session link whose id is not a uuid: a link cut short in a message, say. */
  brokenLink: boolean;
}

export function landingParams(query: URLSearchParams): LandingParams {
  const text = (name: string) => query.get(name)?.trim() || null;
  const linkNames = ['tab', 'sessionid', 'session'];
  return {
    brokenLink: linkNames.some((name) => text(name) !== null && linkId(query.get(name)) === null),
    tab: linkId(query.get('tab')),
    table: text('table') ?? text('table_number'),
    from: text('from'),
    sessionId: linkId(query.get('sessionid')) ?? linkId(query.get('session')),
    roomNo: text('room_no'),
  };
}

export type LandingStep =
  | { kind: 'hotel' }
  | { kind: 'redirect'; to: string }
  | { kind: 'tabLink'; tabId: string }
  | { kind: 'sessionLink'; sessionId: string }
  | { kind: 'tablePicker' }
  | { kind: 'welcome'; table: string | null };

type WelcomeVenue = Pick<Venue, 'read_only_menu' | 'is_currently_accepting_orders' | 'accept_orders_without_tab' | 'accept_card'>;

export interface LandingState {
  venue: Pick<Venue, 'display_hotel_details' | 'type' | 'business_account'> & WelcomeVenue;
  params: LandingParams;
  /** /venue/d/:restaurant_id rather than /. */
  atVenuePath: boolean;
  hasTab: boolean;
  /** The stored session: a link's session counts once the API has confirmed it, which stores it. */
  sessionId: string | null;
  /** The stored session's room. */
  roomNumber: string | null;
  /** The link's tab or session was tried and did not lead to the menu. */
  linksTried: boolean;
}

const isBusinessOne = (venue: LandingState['venue']) => venue.business_account?.type === 1;

/**
 * The menu a guest with a tab goes on to: a session link's guest, once the API has confirmed (and so stored)
 * the session, with it and the room (/menu?sessionid=…&room_no=…), as the hotel page's cards lead there.
 */
export function menuAfterLanding({ params, sessionId, roomNumber }: Pick<LandingState, 'params' | 'sessionId' | 'roomNumber'>): string {
  if (!params.sessionId || params.sessionId !== sessionId) return '/menu';
  const query = new URLSearchParams({ sessionid: sessionId });
  if (roomNumber) query.set('room_no', roomNumber);
  return `/menu?${query.toString()}`;
}

/**
 * What the landing page does, first match wins: the hotel page; a guest with a tab goes to the
 * menu; a shared tab link (or a hotel session link) is followed; room service without a session logs in;
 * business venues ask for the table first; a guest whose link named the table at a venue taking orders
 * without a tab goes on to the menu; everyone else gets the welcome page.
 */
export function landingStep(state: LandingState): LandingStep {
  const { venue, params, hasTab, sessionId } = state;
  if (venue.display_hotel_details) return { kind: 'hotel' };
  if (hasTab) return { kind: 'redirect', to: menuAfterLanding(state) };
  if (!state.linksTried) {
    if (params.tab && state.atVenuePath && !(params.sessionId ?? sessionId)) return { kind: 'redirect', to: `/?tab=${params.tab}` };
    if (params.tab) return { kind: 'tabLink', tabId: params.tab };
    if (params.sessionId) return { kind: 'sessionLink', sessionId: params.sessionId };
  }
  const { table } = params;
  if (isHotelRoomVenue(venue)) {
    if (sessionId) return { kind: 'redirect', to: '/menu' };
    if (isBusinessOne(venue)) {
      return { kind: 'redirect', to: `/login/?${new URLSearchParams({ table_number: table ?? '', sessionid: '' }).toString()}` };
    }
  }
  if (isBusinessOne(venue) && !table) return { kind: 'tablePicker' };
  if (table && welcomeActions(venue).order) return { kind: 'redirect', to: '/menu' };
  return { kind: 'welcome', table };
}

export interface WelcomeActions {
  /** Open new tab and Join tab. */
  tabs: boolean;
  /** 'View menu and order', straight to the menu, where orders need no tab. */
  order: boolean;
  /** 'Order and pay now'. */
  payNow: boolean;
  /** 'Just view menu', when ordering is not possible. */
  viewOnly: boolean;
}

/** The welcome page's buttons: nothing that leads to ordering where ordering is not possible. */
export function welcomeActions(venue: WelcomeVenue): WelcomeActions {
  const ordering = !venue.read_only_menu && venue.is_currently_accepting_orders;
  return {
    tabs: ordering && !venue.accept_orders_without_tab,
    order: ordering && venue.accept_orders_without_tab,
    payNow: ordering && venue.accept_card,
    viewOnly: !ordering,
  };
}
