import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, type Scope } from 'effector';
import {
  $hasTab,
  $roomNumber,
  $sessionId,
  $tabId,
  $tableNumber,
  checkForExistingTab,
  configureApi,
  tableNumberChosen,
} from '@tabula/shared';
import { createTestScope, customerGuestSession, demoGuestCheckout, renderPage, resetStore, startTestApp } from '@tabula/shared/test';
import { $tabPassword } from '../../features/tab-bar';
import OpenTabPage from '.';

const UUID = /^[0-9a-f-]{36}$/;
const ROOM_SERVICE_UUID = '7ab01a00-0000-4000-8000-000000000006';
const POOLSIDE_UUID = '7ab01a00-0000-4000-8000-000000000007';

// Each test runs the app in its own forked scope: a call still running when a test ends cannot land in the next one.
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope();
});

async function openAt(route: string, venueSlug = 'bistro') {
  await startTestApp({ venueSlug, scope });
  return renderPage(<OpenTabPage />, '/open-tab', route, venueSlug, scope);
}

describe('OpenTabPage', () => {
  it('lists every missing field in one message', async () => {
    const { user } = await openAt('/open-tab');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter (First Name) (Last Name) (Table Number)');

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter (Last Name) (Table Number)');
    expect(scope.getState($hasTab)).toBe(false);
  });

  it('marks the missing fields as invalid until the guest edits the form', async () => {
    const { user } = await openAt('/open-tab');
    const first = screen.getByRole('textbox', { name: 'First Name' });
    const last = screen.getByRole('textbox', { name: 'Last Name' });
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(last, 'Papas');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(last).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Table number' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(last, 's');
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Table number' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a tab at a table picked from the venue list, then shows the menu', async () => {
    const { user } = await openAt('/open-tab');
    await user.click(screen.getByRole('combobox', { name: 'Table number' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Papas');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));

    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toMatch(UUID);
    expect(localStorage.getItem('tabId')).toBe(scope.getState($tabId));
    expect(scope.getState($tableNumber)).toBe('7');
    expect(scope.getState($tabPassword)).toMatch(/^\d{8}$/);
  });

  it('keeps a table named in the link fixed', async () => {
    const { user } = await openAt('/open-tab?table=5');
    // Shown as text: no list to open, nothing to focus.
    expect(screen.getByRole('group', { name: 'Table number' })).toHaveTextContent('5');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Nikos');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Orfanos');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tableNumber)).toBe('5');
  });

  it('keeps the table the guest already chose fixed, so that it is not asked twice', async () => {
    await startTestApp({ venueSlug: 'poolside', scope });
    await allSettled(tableNumberChosen, { scope, params: '3' });
    renderPage(<OpenTabPage />, '/open-tab', '/open-tab', 'poolside', scope);
    expect(await screen.findByRole('group', { name: 'Table number' })).toHaveTextContent('3');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("says a link's table the venue does not have is not one of its tables, and lets the guest pick one", async () => {
    const { user } = await openAt('/open-tab?table=99');
    expect(await screen.findByRole('alert')).toHaveTextContent("Table 99 is not one of this venue's tables. Pick your table.");
    await user.click(screen.getByRole('combobox', { name: 'Table number' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Papas');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($hasTab)).toBe(true);
    expect(scope.getState($tableNumber)).toBe('7');
  });

  it("shows 'Something went wrong' for other failures and hides it after 8 s", async () => {
    await startTestApp({ venueSlug: 'bistro', scope });
    jest.useFakeTimers();
    try {
      renderPage(<OpenTabPage />, '/open-tab', '/open-tab?table=3', 'bistro', scope);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
      await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Papas');
      // Nothing listens there: the call fails without an HTTP answer.
      configureApi({ baseUrl: 'http://127.0.0.1:9' });
      await user.click(screen.getByRole('button', { name: 'Open tab' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');

      act(() => jest.advanceTimersByTime(7900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a read-only menu', 'gallery'],
    ['a venue that takes orders without a tab', 'harbour'],
    ['a venue not taking orders', 'closed'],
  ])('sends the guest to the menu at %s', async (_label, venueSlug) => {
    await openAt('/open-tab', venueSlug);
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it('cancels back to the menu when the guest came from it', async () => {
    const { user } = await openAt('/open-tab?from=menu');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it('cancels back to the landing page otherwise, with the table', async () => {
    const { user } = await openAt('/open-tab?table=4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'at /?from=open-tab&table=4' })).toBeInTheDocument();
  });

  it('opens the tab for the hotel guest session the link carries', async () => {
    await startTestApp({ venueSlug: 'poolside', scope });
    const login = await customerGuestSession(ROOM_SERVICE_UUID, {
      surname: 'Papadopoulos',
      room_number: '204',
      checkout_date: demoGuestCheckout(),
      table_number: '',
    });
    if (!login.ok) throw new Error(`demo guest login failed: ${login.status}`);
    const session = login.body.guest_account.guest_session_uuid;

    const { user } = renderPage(<OpenTabPage />, '/open-tab', `/open-tab?table=6&sessionid=${session}&room_no=204`, 'poolside', scope);
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Eleni');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Papadopoulos');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();

    expect(scope.getState($sessionId)).toBe(session);
    expect(scope.getState($roomNumber)).toBe('204');
    const existing = await checkForExistingTab(POOLSIDE_UUID, { sessionId: session });
    expect(existing.ok && existing.body.id).toBe(scope.getState($tabId));
  });

  it('ignores a malformed session id in the link', async () => {
    await openAt('/open-tab?sessionid=not-a-session', 'poolside');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(scope.getState($sessionId)).toBeNull();
  });

  it('asks room service guests for their room number, not a table number', async () => {
    const { user } = await openAt('/open-tab', 'room-service');
    const room = await screen.findByRole('combobox', { name: 'Room number' });
    expect(room).toHaveAttribute('placeholder', 'Select room number');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter (First Name) (Last Name) (Room Number)');
  });

  it('lists the venue tables in the dropdown', async () => {
    const { user } = await openAt('/open-tab');
    await user.click(screen.getByRole('combobox', { name: 'Table number' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(20);
  });
});
