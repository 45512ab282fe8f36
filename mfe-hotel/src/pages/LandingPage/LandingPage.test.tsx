import { screen, waitFor } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { $orderId, $roomNumber, $sessionId, $tabId, $tabLink, $tableNumber, guestSessionStarted, tabStarted } from '@tabula/shared';
import {
  createTestScope,
  openTabViaApi,
  renderPage,
  resetStore,
  startTestApp,
  readSessionCookie,
  reloadWithoutQueryFx,
} from '@tabula/shared/test';
import { DEMO_UUIDS, loginDemoGuestAtPoolside, loginDemoGuestAtRoomService } from '../../testing/guests';
import { $hotelDetails } from '../../features/landing';
import LandingPage from '.';

// Each test runs the app in its own forked scope: a call still running when a test ends cannot land in the next one.
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope();
});

async function landAt(venueSlug: string, route = '/') {
  await startTestApp({ venueSlug, scope });
  return renderPage(<LandingPage />, route.startsWith('/venue/d/') ? '/venue/d/:restaurant_id' : '/', route, venueSlug, scope);
}

describe('LandingPage, venue welcome', () => {
  it('welcomes the guest at a tab venue that takes cards', async () => {
    const { user } = await landAt('bistro');
    expect(screen.getByRole('heading', { name: 'welcome' })).toBeInTheDocument();
    expect(screen.getByText('join an existing tab or open a new one')).toBeInTheDocument();
    expect(screen.getByText('You can also order and pay now by card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join tab' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order and pay now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open new tab' }));
    expect(screen.getByRole('heading', { name: 'at /open-tab' })).toBeInTheDocument();
  });

  it('keeps the table a link names, for the tab forms, the menu and the cart', async () => {
    await landAt('bistro', '/?table=5');
    expect(screen.getByRole('heading', { name: 'welcome' })).toBeInTheDocument();
    expect(scope.getState($tableNumber)).toBe('5');
    expect(localStorage.getItem('table_number')).toBe('5');
  });

  it('takes a guest whose table code named the table straight on to the menu where no tab is needed', async () => {
    await landAt('harbour', '/?table_number=3');
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tableNumber)).toBe('3');
  });

  it('carries the table back from a cancelled form', async () => {
    const { user } = await landAt('bistro', '/?from=open-tab&table=5');
    await user.click(screen.getByRole('button', { name: 'Join tab' }));
    expect(screen.getByRole('heading', { name: 'at /join-tab?table=5' })).toBeInTheDocument();
  });

  it('lets the guest go straight to the menu where no tab is needed', async () => {
    const { user } = await landAt('harbour');
    expect(screen.queryByRole('button', { name: 'Open new tab' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order and pay now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View menu and order' }));
    expect(screen.getByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it.each([
    ['a read-only menu', 'gallery', null],
    ['a venue not taking orders', 'closed', 'Venue currently not accepting orders'],
  ])('offers only a look at the menu at %s', async (_label, venueSlug, notice) => {
    const { user } = await landAt(venueSlug);
    if (notice) expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByRole('button', { name: 'Open new tab' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Just view menu' }));
    expect(screen.getByRole('heading', { name: 'at /menu/?type=view' })).toBeInTheDocument();
  });

  it('sends a guest who already has a tab to the menu', async () => {
    await startTestApp({ venueSlug: 'bistro', scope });
    await allSettled(tabStarted, { scope, params: { tab_uuid: '7ab01a00-0000-4000-8000-0000000000c1', tab_link: 'l', order_uuid: 'o' } });
    renderPage(<LandingPage />, '/', '/', 'bistro', scope);
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it('says the venue is unknown', async () => {
    await landAt('no-such-venue');
    expect(screen.getByRole('heading', { name: 'Url Not Found' })).toBeInTheDocument();
  });
});

describe('LandingPage, shared tab link', () => {
  it('joins the tab of the link with an order of its own, then shows the menu', async () => {
    await startTestApp({ venueSlug: 'bistro', scope });
    const opened = await openTabViaApi('19', 'Maria', scope);
    renderPage(<LandingPage />, '/', `/?tab=${opened.tab_uuid}`, 'bistro', scope);
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe(opened.tab_uuid);
    expect(scope.getState($tabLink)).toBe(opened.tab_link);
    expect(scope.getState($tableNumber)).toBe('19');
    expect(scope.getState($orderId)).not.toBe(opened.order_uuid);
  });

  it('moves a tab link from /venue/d/ to /?tab=', async () => {
    const tab = '7ab01a00-0000-4000-8000-0000000000c2';
    await landAt('bistro', `/venue/d/1?tab=${tab}`);
    expect(await screen.findByRole('heading', { name: `at /?tab=${tab}` })).toBeInTheDocument();
  });

  it('welcomes the guest with a message when the link names no tab', async () => {
    await landAt('bistro', '/?tab=7ab01a00-0000-4000-8000-0000000000c3');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link did not work. Open a new tab or join one.');
    expect(screen.getByRole('button', { name: 'Open new tab' })).toBeInTheDocument();
    expect(scope.getState($tabId)).not.toBe('7ab01a00-0000-4000-8000-0000000000c3');
  });

  it('says so too when the link was cut short and names no uuid at all', async () => {
    await landAt('bistro', '/?tab=7ab01a00-0000-4000-8000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link did not work. Open a new tab or join one.');
    expect(screen.getByRole('button', { name: 'Join tab' })).toBeInTheDocument();
  });
});

describe('LandingPage, business and hotel venues', () => {
  it('asks for the table first at a business venue, then shows the menu', async () => {
    const { user } = await landAt('poolside');
    await user.click(screen.getByRole('button', { name: 'View menu and order' }));
    expect(screen.getByText('Select table number')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Table number' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'View menu and order' }));
    expect(screen.getByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tableNumber)).toBe('3');
  });

  it("lets the guest only look at a business venue's menu", async () => {
    const { user } = await landAt('poolside');
    await user.click(screen.getByRole('button', { name: 'Just view menu' }));
    expect(screen.getByRole('heading', { name: 'at /menu/?type=view' })).toBeInTheDocument();
  });

  it('sends room service guests without a session to the login', async () => {
    await landAt('room-service', '/?table_number=204');
    expect(await screen.findByRole('heading', { name: 'at /login/?table_number=204&sessionid=' })).toBeInTheDocument();
  });

  it("takes a guest opening the e-mailed session link back into their room's tab", async () => {
    await startTestApp({ venueSlug: 'room-service', scope });
    const login = await loginDemoGuestAtRoomService();
    await resetStore();
    scope = createTestScope();
    await startTestApp({ venueSlug: 'room-service', scope });
    const session = login.guest_account.guest_session_uuid;
    renderPage(<LandingPage />, '/', `/?sessionid=${session}`, 'room-service', scope);
    expect(await screen.findByRole('heading', { name: `at /menu?sessionid=${session}&room_no=204` })).toBeInTheDocument();
    expect(scope.getState($sessionId)).toBe(session);
    expect(scope.getState($tabId)).toBe(login.tab_uuid);
  });

  it("opens room 204's tab for an e-mailed session link whose session holds no tab at room service, ready to charge the room", async () => {
    await startTestApp({ venueSlug: 'poolside', scope });
    const login = await loginDemoGuestAtPoolside();
    await resetStore();
    scope = createTestScope();
    await startTestApp({ venueSlug: 'room-service', scope });
    const session = login.guest_account.guest_session_uuid;
    renderPage(<LandingPage />, '/', `/?sessionid=${session}`, 'room-service', scope);
    expect(await screen.findByRole('heading', { name: `at /menu?sessionid=${session}&room_no=204` })).toBeInTheDocument();
    expect([scope.getState($sessionId), scope.getState($roomNumber), scope.getState($tableNumber)]).toEqual([session, '204', '204']);
    expect(scope.getState($tabId)).not.toBe(login.tab_uuid);
    expect(scope.getState($tabId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(scope.getState($orderId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('check_out_datetime')).toBe(login.guest_account.check_out_datetime);
    expect([readSessionCookie('session'), readSessionCookie('room_number')]).toEqual([session, '204']);
  });

  describe('with a session link the API does not know', () => {
    let reloads = 0;
    beforeEach(() => {
      reloads = 0;
      scope = createTestScope({ handlers: [[reloadWithoutQueryFx, () => void reloads++]] });
    });

    it('forgets the session and what was kept of an earlier one, and reloads the page so that the guest logs in', async () => {
      await startTestApp({ venueSlug: 'room-service', scope });
      await allSettled(guestSessionStarted, {
        scope,
        params: {
          guest_session_uuid: '7ab01a00-0000-4000-8000-0000000000e0',
          room_number: '310',
          check_out_datetime: new Date(Date.now() + 86_400_000).toISOString(),
          venue_uuid: DEMO_UUIDS['room-service'],
        },
      });
      renderPage(<LandingPage />, '/', '/?sessionid=7ab01a00-0000-4000-8000-0000000000e1&room_no=999', 'room-service', scope);
      await waitFor(() => expect(reloads).toBe(1));
      expect(screen.queryByRole('heading', { name: /^at / })).not.toBeInTheDocument();
      expect(scope.getState($sessionId)).toBeNull();
      expect(scope.getState($roomNumber)).toBeNull();
      for (const key of ['sessionId', 'room_no', 'check_out_datetime']) expect(localStorage.getItem(key)).toBeNull();
      expect([readSessionCookie('session'), readSessionCookie('id'), readSessionCookie('room_number')]).toEqual([null, null, null]);
    });
  });

  it("lists the hotel's venues, each linking to its own site", async () => {
    await landAt('grand-hotel');
    expect(await screen.findByRole('heading', { name: 'Grand Hotel', level: 1 })).toBeInTheDocument();
    const venues = screen.getAllByRole('link');
    expect(venues.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open Grand Hotel Room Service',
      'Open Gallery Café',
      'Open Poolside Bar',
    ]);
    const [rooms, gallery, pool] = venues.map((link) => link.getAttribute('href'));
    expect(rooms).toMatch(/^http:\/\/room-service\.localhost(:\d+)?\/menu$/);
    expect(gallery).toMatch(/^http:\/\/gallery\.localhost(:\d+)?\/menu\?type=view$/);
    expect(pool).toMatch(/^http:\/\/poolside\.localhost(:\d+)?\/open-tab$/);
    expect(screen.getByText('Cocktails and light bites by the pool.')).toBeInTheDocument();
  });

  it("carries the hotel guest's session and room into the venue links", async () => {
    await startTestApp({ venueSlug: 'room-service', scope });
    const login = await loginDemoGuestAtRoomService();
    const session = login.guest_account.guest_session_uuid;
    // The session check answers after the hotel's venues: no link is offered that would drop the session.
    const realFetch = global.fetch;
    let answerCheck = () => {};
    const checked = new Promise<void>((resolve) => (answerCheck = resolve));
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockImplementation(async (input, init) =>
        String(input).includes('/check-for-guest-session/') ? checked.then(() => realFetch(input, init)) : realFetch(input, init),
      );
    try {
      await landAt('grand-hotel', `/?sessionid=${session}&room_no=204`);
      await waitFor(() => expect(scope.getState($hotelDetails).status).toBe('ready'));
      expect(screen.queryByRole('link', { name: 'Open Grand Hotel Room Service' })).toBeNull();
      answerCheck();
    } finally {
      fetchSpy.mockRestore();
    }
    const rooms = await screen.findByRole('link', { name: 'Open Grand Hotel Room Service' });
    expect(rooms.getAttribute('href')).toMatch(new RegExp(`/menu\\?sessionid=${session}&room_no=204$`));
    expect(screen.getByRole('link', { name: 'Open Poolside Bar' }).getAttribute('href')).toMatch(
      new RegExp(`/open-tab\\?sessionid=${session}&room_no=204$`),
    );
  });
});
