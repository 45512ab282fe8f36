import { makeVenue } from '@tabula/shared/test';
import { landingParams, landingStep, welcomeActions, type LandingState } from './steps';

const TAB = '7ab01a00-0000-4000-8000-00000000000a';
const SESSION = '7ab01a00-0000-4000-8000-00000000000b';

const params = (query = '') => landingParams(new URLSearchParams(query));

const state = (over: Partial<LandingState> = {}): LandingState => ({
  venue: makeVenue(),
  params: params(),
  atVenuePath: false,
  hasTab: false,
  sessionId: null,
  roomNumber: null,
  linksTried: false,
  ...over,
});

describe('landingParams', () => {
  it('reads the table from table or table_number and the session from sessionid or session', () => {
    expect(params(`table_number=4&session=${SESSION}&room_no=204&from=login`)).toEqual({
      tab: null,
      table: '4',
      from: 'login',
      sessionId: SESSION,
      roomNo: '204',
      brokenLink: false,
    });
    expect(params('table=7&table_number=4').table).toBe('7');
  });

  it('drops ids that are not uuids, and says the link was broken', () => {
    expect(params('tab=abc&sessionid=1')).toMatchObject({ tab: null, sessionId: null, brokenLink: true });
    expect(params(`tab=${TAB.slice(0, -1)}`).brokenLink).toBe(true);
    expect(params(`tab=${TAB}&session=${SESSION}`).brokenLink).toBe(false);
    expect(params('tab=&table=4').brokenLink).toBe(false);
  });
});

describe('landingStep', () => {
  it('shows the hotel page first', () => {
    expect(landingStep(state({ venue: makeVenue({ display_hotel_details: true }), hasTab: true }))).toEqual({ kind: 'hotel' });
  });

  it('sends a guest with a tab to the menu', () => {
    expect(landingStep(state({ hasTab: true, params: params(`tab=${TAB}`) }))).toEqual({ kind: 'redirect', to: '/menu' });
  });

  it('moves a tab link without a session from /venue/d/ to /?tab=', () => {
    expect(landingStep(state({ atVenuePath: true, params: params(`tab=${TAB}`) }))).toEqual({ kind: 'redirect', to: `/?tab=${TAB}` });
  });

  it('follows a tab link, then a session link, once', () => {
    expect(landingStep(state({ params: params(`tab=${TAB}`) }))).toEqual({ kind: 'tabLink', tabId: TAB });
    expect(landingStep(state({ params: params(`sessionid=${SESSION}`) }))).toEqual({ kind: 'sessionLink', sessionId: SESSION });
    expect(landingStep(state({ params: params(`tab=${TAB}`), linksTried: true }))).toEqual({ kind: 'welcome', table: null });
  });

  it('sends room service without a session to the login of a business venue', () => {
    const venue = makeVenue({ type: 3, business_account: { type: 1, domain: null } });
    expect(landingStep(state({ venue, params: params('table_number=204') }))).toEqual({
      kind: 'redirect',
      to: '/login/?table_number=204&sessionid=',
    });
    expect(landingStep(state({ venue, sessionId: SESSION }))).toEqual({ kind: 'redirect', to: '/menu' });
  });

  it("counts a link's session only once the API has confirmed it, which stores it", () => {
    const venue = makeVenue({ type: 3, business_account: { type: 1, domain: null } });
    const link = params(`sessionid=${SESSION}`);
    expect(landingStep(state({ venue, params: link }))).toEqual({ kind: 'sessionLink', sessionId: SESSION });
    expect(landingStep(state({ venue, params: link, linksTried: true }))).toEqual({
      kind: 'redirect',
      to: '/login/?table_number=&sessionid=',
    });
    expect(landingStep(state({ venue, params: link, linksTried: true, sessionId: SESSION }))).toEqual({ kind: 'redirect', to: '/menu' });
  });

  it("takes a session link's guest, once their room's tab is theirs, to the menu with the session and room", () => {
    const venue = makeVenue({ type: 3, business_account: { type: 1, domain: null } });
    const link = params(`sessionid=${SESSION}&room_no=999`);
    expect(landingStep(state({ venue, params: link, hasTab: true, sessionId: SESSION, roomNumber: '204' }))).toEqual({
      kind: 'redirect',
      to: `/menu?sessionid=${SESSION}&room_no=204`,
    });
    // Not before the API has confirmed the link's session, nor for another session than the stored one.
    expect(landingStep(state({ venue, params: link, hasTab: true }))).toEqual({ kind: 'redirect', to: '/menu' });
    expect(landingStep(state({ venue, params: params(`sessionid=${TAB}`), hasTab: true, sessionId: SESSION }))).toEqual({
      kind: 'redirect',
      to: '/menu',
    });
    expect(landingStep(state({ venue, hasTab: true, sessionId: SESSION, roomNumber: '204' }))).toEqual({ kind: 'redirect', to: '/menu' });
  });

  it('asks business venues for the table first', () => {
    const venue = makeVenue({ business_account: { type: 1, domain: null } });
    expect(landingStep(state({ venue }))).toEqual({ kind: 'tablePicker' });
    expect(landingStep(state({ venue, params: params('from=open-tab&table=5') }))).toEqual({ kind: 'welcome', table: '5' });
  });

  it('takes a guest whose link names the table on to the menu where orders need no tab', () => {
    const harbour = makeVenue({ accept_orders_without_tab: true });
    expect(landingStep(state({ venue: harbour, params: params('table_number=3') }))).toEqual({ kind: 'redirect', to: '/menu' });
    expect(landingStep(state({ venue: harbour }))).toEqual({ kind: 'welcome', table: null });
    expect(landingStep(state({ params: params('table_number=3') }))).toEqual({ kind: 'welcome', table: '3' });
    expect(
      landingStep(state({ venue: makeVenue({ accept_orders_without_tab: true, read_only_menu: true }), params: params('table=3') })),
    ).toEqual({
      kind: 'welcome',
      table: '3',
    });
  });

  it('welcomes everyone else', () => {
    expect(landingStep(state({ venue: makeVenue({ business_account: { type: 2, domain: null } }) }))).toEqual({
      kind: 'welcome',
      table: null,
    });
  });
});

describe('welcomeActions', () => {
  it('offers tabs and paying now at a tab venue taking cards', () => {
    expect(welcomeActions(makeVenue())).toEqual({ tabs: true, order: false, payNow: true, viewOnly: false });
    expect(welcomeActions(makeVenue({ accept_card: false }))).toMatchObject({ payNow: false });
  });

  it('goes straight to ordering where no tab is needed', () => {
    expect(welcomeActions(makeVenue({ accept_orders_without_tab: true, accept_card: false }))).toEqual({
      tabs: false,
      order: true,
      payNow: false,
      viewOnly: false,
    });
  });

  it.each([
    ['a read-only menu', { read_only_menu: true }],
    ['a venue not taking orders', { is_currently_accepting_orders: false }],
  ])('only shows the menu at %s', (_label, over) => {
    expect(welcomeActions(makeVenue(over))).toEqual({ tabs: false, order: false, payNow: false, viewOnly: true });
  });
});
