import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { allSettled, type Scope } from 'effector';
import { $roomNumber, $sessionId, $tabId, $tableNumber, $venueUuid, languageChanged } from '@tabula/shared';
import {
  createTestScope,
  cutTestApi,
  demoGuestCheckout,
  renderPage,
  resetStore,
  startTestApp,
  readSessionCookie,
  DEMO_GUEST_STAY_DAYS,
} from '@tabula/shared/test';
import { $hotelEmail, customerGuestSession } from '../../features/guest-login';
import LoginPage from '.';

/** A whole login through the in-process API, calendar included, takes seconds on a busy machine. */
const LOGIN_JOURNEY_MS = 15_000;

const checkOutField = () => screen.getByRole('button', { name: /Check-out date/ });

/** Opens the calendar and picks the day `days` from today, moving on a month when it lies in the next one. */
async function pickCheckOut(user: UserEvent, days: number) {
  const day = dayjs().add(days, 'day');
  await user.click(checkOutField());
  const dialog = await screen.findByRole('dialog');
  if (!day.isSame(dayjs().add(1, 'day'), 'month')) await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
  await user.click(within(dialog).getByRole('button', { name: day.format('D MMMM YYYY') }));
  return day;
}

// Each test runs the app in its own forked scope: a call still running when a test ends cannot land in the next one.
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope();
});

async function loginAt(venueSlug: string, route = '/login') {
  await startTestApp({ venueSlug, scope });
  return renderPage(<LoginPage />, '/login', route, venueSlug, scope);
}

describe('LoginPage', () => {
  it("says 'Field is required' under each missing field", async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('textbox', { name: 'Room number' })).toHaveAccessibleDescription('Field is required');
  });

  it(
    'logs the demo guest in with the check-out date picked, keeps the session until then and shows the menu',
    async () => {
      const { user } = await loginAt('room-service', '/login/?table_number=&sessionid=');
      await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'papadopoulos ');
      await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
      const checkOut = await pickCheckOut(user, DEMO_GUEST_STAY_DAYS);
      expect(checkOutField()).toHaveTextContent(checkOut.format('DD/MM/YYYY'));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
      const session = scope.getState($sessionId);
      expect(session).toMatch(/^[0-9a-f-]{36}$/);
      expect(localStorage.getItem('sessionId')).toBe(session);
      expect(scope.getState($roomNumber)).toBe('204');
      expect(localStorage.getItem('room_no')).toBe('204');
      expect(localStorage.getItem('check_out_datetime')).toMatch(new RegExp(`^${checkOut.format('YYYY-MM-DD')}T`));
      expect(readSessionCookie('session')).toBe(session);
      expect(scope.getState($tabId)).toMatch(/^[0-9a-f-]{36}$/);
    },
    LOGIN_JOURNEY_MS,
  );

  it('says no stay matches the details for a check-out date the hotel did not record', async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a stay with these details. Check your surname, room number and check-out date.',
    );
    expect(scope.getState($sessionId)).toBeNull();
  });

  it('asks the guest to wait once the surname took too many wrong logins', async () => {
    const { user } = await loginAt('room-service');
    // Someone trying room after room under one surname: after ten misses the surname locks for a while.
    for (let room = 101; room <= 110; room++) {
      const miss = await customerGuestSession(scope.getState($venueUuid) ?? '', {
        surname: 'Lockhart',
        room_number: String(room),
        checkout_date: demoGuestCheckout(),
        table_number: null,
      });
      expect(miss.status).toBe(404);
    }
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lockhart');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('says no stay matches the details when no guest matches', async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nobody');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a stay with these details. Check your surname, room number and check-out date.',
    );
    expect(scope.getState($sessionId)).toBeNull();
  });

  it('clears the refusal once the guest picks another date or changes a field', async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a stay with these details. Check your surname, room number and check-out date.',
    );
    await pickCheckOut(user, DEMO_GUEST_STAY_DAYS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Surname' }));
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a stay with these details. Check your surname, room number and check-out date.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(
    'asks for the table at a venue with tables when the link names none, and logs the guest in at it',
    async () => {
      const { user } = await loginAt('poolside', '/login');
      await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
      await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
      await pickCheckOut(user, DEMO_GUEST_STAY_DAYS);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('combobox', { name: 'Table number' })).toHaveAccessibleDescription('Field is required');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Table number' }));
      await user.click(await screen.findByRole('option', { name: '3' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
      expect(scope.getState($tabId)).toMatch(/^[0-9a-f-]{36}$/);
      expect(scope.getState($tableNumber)).toBe('3');
    },
    LOGIN_JOURNEY_MS,
  );

  it('shows the check-out date as dd/MM/yyyy, from tomorrow, with no earlier day to pick', async () => {
    const { user } = await loginAt('room-service');
    const tomorrow = dayjs().add(1, 'day');
    expect(checkOutField()).toHaveTextContent(tomorrow.format('DD/MM/YYYY'));
    await user.click(checkOutField());
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: tomorrow.format('D MMMM YYYY') })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: dayjs().format('D MMMM YYYY') })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves by arrow keys past the end of the month, and gives focus back to the field once a day is chosen', async () => {
    const { user } = await loginAt('room-service');
    await user.click(checkOutField());
    const calendar = await screen.findByRole('dialog');
    const monthEnd = dayjs().add(1, 'day').endOf('month');
    const lastDay = within(calendar).getByRole('button', { name: monthEnd.format('D MMMM YYYY') });
    act(() => lastDay.focus());
    await user.keyboard('{ArrowRight}');
    const firstOfNext = monthEnd.add(1, 'day');
    await waitFor(() => expect(within(calendar).getByRole('button', { name: firstOfNext.format('D MMMM YYYY') })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(calendar).getByRole('button', { name: monthEnd.format('D MMMM YYYY') })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkOutField()).toHaveTextContent(monthEnd.format('DD/MM/YYYY'));
    await waitFor(() => expect(checkOutField()).toHaveFocus());
  });

  it("names the months and days in the guest's language", async () => {
    const { user } = await loginAt('poolside');
    await act(() => allSettled(languageChanged, { scope, params: 'gr' }));
    const field = await screen.findByRole('button', { name: /Ημερομηνία αναχώρησης/ });
    await user.click(field);
    const calendar = await screen.findByRole('dialog');
    const tomorrow = dayjs().add(1, 'day').locale('el');
    expect(within(calendar).getByRole('button', { name: tomorrow.format('MMMM YYYY') })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: tomorrow.format('D MMMM YYYY') })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Επόμενος μήνας' })).toBeInTheDocument();
  });

  it("hides 'Not staying at the hotel' at room service", async () => {
    await loginAt('room-service');
    expect(screen.queryByRole('button', { name: 'Not staying at the hotel' })).not.toBeInTheDocument();
  });

  it("sends a guest not staying at the hotel to the venue's start page with the table", async () => {
    const { user } = await loginAt('poolside', '/login?table_number=7');
    await user.click(screen.getByRole('button', { name: 'Not staying at the hotel' }));
    expect(screen.getByRole('heading', { name: 'at /?from=login&table=7' })).toBeInTheDocument();
  });

  it(
    'logs a guest in at a table of a hotel venue',
    async () => {
      const { user } = await loginAt('poolside', '/login?table_number=9');
      await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
      await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
      await pickCheckOut(user, DEMO_GUEST_STAY_DAYS);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
      expect(localStorage.getItem('table_number')).toBe('9');
    },
    LOGIN_JOURNEY_MS,
  );
});

describe('LoginPage, session link by e-mail', () => {
  it('checks the address before sending', async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotel guest' })).toBeInTheDocument();
  });

  it('sends the link to a checked-in guest and confirms', async () => {
    const { user } = await loginAt('room-service');
    expect(screen.getByText('Enter email used during check-in')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'papadopoulos@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('heading', { name: 'at /email-confirmation' })).toBeInTheDocument();
    expect(scope.getState($hotelEmail)).toBe('papadopoulos@example.com');
  });

  it('answers an address the hotel does not know as any other, so a stranger learns nothing of who stays', async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'stranger@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('heading', { name: 'at /email-confirmation' })).toBeInTheDocument();
  });

  it("says 'Something went wrong. Try Again' when the link cannot be sent", async () => {
    const { user } = await loginAt('room-service');
    cutTestApi();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'papadopoulos@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try Again');
    expect(scope.getState($hotelEmail)).toBeNull();
  });

  it("says only 'Invalid email' for a bad address typed after a failed send", async () => {
    const { user } = await loginAt('room-service');
    cutTestApi();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'papadopoulos@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try Again');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Try Again')).not.toBeInTheDocument();
  });
});
