import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Scope } from 'effector';
import { $hasTab, $orderId, $tabId, $tableNumber, $venueUuid } from '@tabula/shared';
import { createTestScope, openTabViaApi, renderPage, resetStore, startTestApp } from '@tabula/shared/test';
import { joinTab } from '../../features/join-tab';
import { $tabPassword } from '../../features/tab-bar';
import JoinTabPage from '.';

// Each test runs the app in its own forked scope: a call still running when a test ends cannot land in the next one.
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope();
});

async function joinAt(route: string, venueSlug = 'bistro') {
  await startTestApp({ venueSlug, scope });
  return renderPage(<JoinTabPage />, '/join-tab', route, venueSlug, scope);
}

async function pickTable(user: UserEvent, table: string) {
  await user.click(screen.getByRole('combobox', { name: 'Table number' }));
  await user.click(await screen.findByRole('option', { name: table }));
}

describe('JoinTabPage', () => {
  it('lists the missing password and table in one message', async () => {
    const { user } = await joinAt('/join-tab');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter (Password) (Table Number)');

    await pickTable(user, '3');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Enter \(Password\)$/);
  });

  it('marks the missing fields as invalid until the guest edits the form', async () => {
    const { user } = await joinAt('/join-tab');
    const password = screen.getByRole('textbox', { name: 'Password' });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Table number' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(password, '1');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Table number' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks room service guests for their room number, not a table number', async () => {
    const { user } = await joinAt('/join-tab', 'room-service');
    expect(await screen.findByRole('combobox', { name: 'Room number' })).toHaveAttribute('placeholder', 'Select room number');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter (Password) (Room Number)');
  });

  it('takes digits only for the password, on a numeric keypad, and no more than eight', async () => {
    const { user } = await joinAt('/join-tab');
    const password = screen.getByRole('textbox', { name: 'Password' });
    expect(password).toHaveAttribute('inputmode', 'numeric');
    await user.type(password, '12a3.4');
    expect(password).toHaveValue('1234');
    await user.type(password, '5678');
    expect(password).toHaveValue('12345678');
    await user.type(password, '9');
    expect(password).toHaveValue('12345678');
  });

  it('joins with the password typed as the tab bar shows it, in groups of four', async () => {
    await startTestApp({ venueSlug: 'bistro', scope });
    const opened = await openTabViaApi('13', 'Maria', scope);
    expect(opened.tab_password).toMatch(/^\d{8}$/);
    const { user } = renderPage(<JoinTabPage />, '/join-tab', '/join-tab', 'bistro', scope);
    await pickTable(user, '13');
    const password = screen.getByRole('textbox', { name: 'Password' });
    await user.type(password, `${opened.tab_password.slice(0, 4)} ${opened.tab_password.slice(4)}`);
    expect(password).toHaveValue(opened.tab_password);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe(opened.tab_uuid);
  });

  it('takes a password pasted as the tab bar shows it', async () => {
    const { user } = await joinAt('/join-tab');
    const password = screen.getByRole('textbox', { name: 'Password' });
    await user.click(password);
    await user.paste('0042 1234');
    expect(password).toHaveValue('00421234');
  });

  it("says 'Table number or password don't match' for a wrong password", async () => {
    const { user } = await joinAt('/join-tab');
    await pickTable(user, '11');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), '99999');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Table number or password don't match");
    expect(scope.getState($hasTab)).toBe(false);

    // Correcting the password answers the refusal.
    await user.type(screen.getByRole('textbox', { name: 'Password' }), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the guest to wait once the table took too many wrong passwords', async () => {
    const { user } = await joinAt('/join-tab');
    const venueUuid = scope.getState($venueUuid) ?? '';
    // Someone guessing at table 19: after ten misses the table locks for a while.
    for (let i = 0; i < 10; i++) {
      const guess = await joinTab({ venue_uuid: venueUuid, table_number: '19', password: String(9000 + i) });
      expect(guess.status).toBe(404);
    }
    await pickTable(user, '19');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(scope.getState($hasTab)).toBe(false);
  });

  it('joins the tab open at the table, then shows the menu', async () => {
    await startTestApp({ venueSlug: 'bistro', scope });
    const opened = await openTabViaApi('12', 'Maria', scope);
    const { user } = renderPage(<JoinTabPage />, '/join-tab', '/join-tab', 'bistro', scope);
    await pickTable(user, '12');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), opened.tab_password);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe(opened.tab_uuid);
    expect(scope.getState($tableNumber)).toBe('12');
    expect(scope.getState($tabPassword)).toBe(opened.tab_password);
    // Joining gives this guest an order of their own in the shared tab.
    expect(scope.getState($orderId)).not.toBe(opened.order_uuid);
  });

  it.each([
    ['a read-only menu', 'gallery'],
    ['a venue that takes orders without a tab', 'harbour'],
  ])('sends the guest to the menu at %s', async (_label, venueSlug) => {
    await joinAt('/join-tab', venueSlug);
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it("says a link's table the venue does not have is not one of its tables, and lets the guest pick one", async () => {
    const { user } = await joinAt('/join-tab?table=99');
    expect(await screen.findByRole('alert')).toHaveTextContent("Table 99 is not one of this venue's tables. Pick your table.");
    await pickTable(user, '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels back where the guest came from', async () => {
    const { user } = await joinAt('/join-tab?from=menu');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it('cancels to the landing page when the guest did not come from the menu', async () => {
    const { user } = await joinAt('/join-tab');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'at /?from=join-tab' })).toBeInTheDocument();
  });
});
