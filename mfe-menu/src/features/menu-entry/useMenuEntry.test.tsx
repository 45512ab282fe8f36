import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useUnit } from 'effector-react';
import {
  $orderId,
  $orderList,
  $roomNumber,
  $sessionId,
  $tableNumber,
  $tabId,
  checkGuestSessionFx,
  checkTabFx,
  tabCheckRequested,
  type TabBarProps,
} from '@tabula/shared';
import { hotelGuestSession, openTab } from '../../testing/api';
import { startGuest } from '@tabula/shared/test';
import { findDishCard, renderMenuApp } from '../../testing/renderMenuApp';

/** Stands in for mfe_tab's bar, which checks the guest's tab when it opens on any screen that shows it. */
function CheckingTabBar({ placement }: TabBarProps) {
  const checkTab = useUnit(tabCheckRequested);
  useEffect(() => checkTab(), [checkTab]);
  return <div>tab bar {placement}</div>;
}

describe('opening the menu', () => {
  it('joins the tab of a shared link and drops the link from the address', async () => {
    const host = await openTab(await startGuest('harbour'), '3');
    // The guest following the link is another phone: nothing of the host's is stored there.
    localStorage.clear();
    const { scope } = await renderMenuApp({ venueSlug: 'harbour', route: `/menu?tab=${host.tabId}&type=view` });
    expect(await screen.findByText('address: /menu?type=view')).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe(host.tabId);
    expect(scope.getState($orderId)).not.toBe(host.orderId);
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('sends the guest to the start page with the link, which explains, when the linked tab does not exist', async () => {
    await renderMenuApp({ route: '/menu?tab=00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByRole('heading', { name: 'at /?tab=00000000-0000-4000-8000-000000000000' })).toBeInTheDocument();
  });

  it('checks a stored tab and goes to the start when the venue no longer knows it', async () => {
    const orderId = (await startGuest('bistro')).getState($orderId) ?? '';
    localStorage.clear();
    localStorage.setItem('orderId', orderId);
    localStorage.setItem('tabId', '00000000-0000-4000-8000-0000000000aa');
    localStorage.setItem('tabLink', 'http://bistro.localhost/?tab=x');
    const { scope } = await renderMenuApp();
    expect(await screen.findByRole('heading', { name: 'at /' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe('empty');
  });

  it('keeps the guest on the menu with a valid stored tab', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '9');
    const checked = jest.fn();
    const unwatch = checkTabFx.done.watch(checked);
    await renderMenuApp({ scope });
    await waitFor(() => expect(checked).toHaveBeenCalled());
    unwatch();
    expect(await findDishCard('Greek Salad')).toBeInTheDocument();
    expect(screen.getByText('address: /menu')).toBeInTheDocument();
  });

  it('checks a stored tab once when the menu opens with the tab bar, which checks it', async () => {
    const scope = await startGuest('bistro');
    const tab = await openTab(scope, '9');
    const checks: unknown[] = [];
    const unwatch = checkTabFx.watch((params) => checks.push(params));
    await renderMenuApp({ scope, TabBar: CheckingTabBar });
    expect(await findDishCard('Greek Salad')).toBeInTheDocument();
    await waitFor(() => expect(scope.getState(checkTabFx.pending)).toBe(false));
    unwatch();
    expect(checks).toEqual([expect.objectContaining({ tabId: tab.tabId })]);
  });

  it("ignores a link's session id that is not a uuid and keeps the guest's tab", async () => {
    const scope = await startGuest('bistro');
    const tab = await openTab(scope, '9');
    const sessionChecked = jest.fn();
    const tabChecked = jest.fn();
    const unwatchSession = checkGuestSessionFx.watch(sessionChecked);
    const unwatchTab = checkTabFx.done.watch(tabChecked);
    await renderMenuApp({ scope, route: '/menu?sessionid=not-a-session&room_no=204' });
    await waitFor(() => expect(tabChecked).toHaveBeenCalled());
    unwatchSession();
    unwatchTab();
    expect(await findDishCard('Greek Salad')).toBeInTheDocument();
    expect(sessionChecked).not.toHaveBeenCalled();
    expect(scope.getState($sessionId)).toBeNull();
    expect(scope.getState($tabId)).toBe(tab.tabId);
    expect(scope.getState($tableNumber)).toBe('9');
  });

  it("takes a hotel guest's session and room from the hotel page's link and rejoins their room's tab", async () => {
    const guest = await hotelGuestSession(await startGuest('room-service'));
    localStorage.clear();
    const { scope } = await renderMenuApp({ venueSlug: 'room-service', route: `/menu?sessionid=${guest.sessionId}&room_no=204` });
    expect(await screen.findByText('address: /menu')).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe(guest.tabId);
    expect(scope.getState($sessionId)).toBe(guest.sessionId);
    expect(scope.getState($roomNumber)).toBe('204');
    expect(scope.getState($tableNumber)).toBe('204');
    expect(localStorage.getItem('sessionId')).toBe(guest.sessionId);
  });

  it("keeps a hotel guest's room out of the table at a venue that serves tables, not rooms", async () => {
    const guest = await hotelGuestSession(await startGuest('room-service'));
    localStorage.clear();
    const sessionChecked = jest.fn();
    const unwatch = checkGuestSessionFx.finally.watch(sessionChecked);
    const { scope } = await renderMenuApp({ venueSlug: 'poolside', route: `/menu?sessionid=${guest.sessionId}&room_no=204` });
    await waitFor(() => expect(sessionChecked).toHaveBeenCalled());
    unwatch();
    expect(await findDishCard('Frappé')).toBeInTheDocument();
    expect(scope.getState($sessionId)).toBe(guest.sessionId);
    expect(scope.getState($roomNumber)).toBe('204');
    expect(scope.getState($tableNumber)).toBeNull();
  });

  it('forgets a hotel session the venue does not know', async () => {
    const refused = jest.fn();
    const unwatch = checkGuestSessionFx.fail.watch(refused);
    const { scope } = await renderMenuApp({
      venueSlug: 'room-service',
      route: '/menu?sessionid=00000000-0000-4000-8000-0000000000bb&room_no=204',
    });
    await waitFor(() => expect(refused).toHaveBeenCalled());
    unwatch();
    expect(scope.getState($sessionId)).toBeNull();
    expect(scope.getState($tabId)).not.toBe('00000000-0000-4000-8000-0000000000bb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Hotel Room Service' })).toBeInTheDocument();
  });
});
