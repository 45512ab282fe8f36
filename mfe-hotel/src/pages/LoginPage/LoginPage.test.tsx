import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { $hotelEmail, $roomNumber, $sessionId, $tabId, $venueUuid, customerGuestSession, readSessionCookie } from '@tabula/shared';
import { demoGuestCheckout, resetStore, startTestApp } from '@tabula/shared/test';
import { renderPage } from '../../testing/renderPage';
import LoginPage from '.';

const tomorrow = () => dayjs().add(1, 'day').format('YYYY-MM-DD');

async function loginAt(venueSlug: string, route = '/login') {
  await startTestApp({ venueSlug });
  return renderPage(<LoginPage />, '/login', route, venueSlug);
}

/** Picks a check-out date as the native date field does: the value changes, then the field is left. */
function setCheckout(date: string) {
  const field = screen.getByLabelText(/Check-out date/);
  fireEvent.change(field, { target: { value: date } });
  fireEvent.blur(field);
}

beforeEach(resetStore);

describe('LoginPage', () => {
  it("says 'Field is required' under each missing field", async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('textbox', { name: 'Room number' })).toHaveAccessibleDescription('Field is required');
  });

  it('logs the demo guest in with the check-out date on record, keeps the session until then and shows the menu', async () => {
    const { user } = await loginAt('room-service', '/login/?table_number=&sessionid=');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'papadopoulos ');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    setCheckout(demoGuestCheckout());
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    const session = $sessionId.getState();
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('sessionId')).toBe(session);
    expect($roomNumber.getState()).toBe('204');
    expect(localStorage.getItem('room_no')).toBe('204');
    expect(localStorage.getItem('check_out_datetime')).toMatch(new RegExp(`^${demoGuestCheckout()}T`));
    expect(readSessionCookie('session')).toBe(session);
    expect($tabId.getState()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'something went wrong!' for a check-out date the hotel did not record", async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong!');
    expect($sessionId.getState()).toBeNull();
  });

  it('asks the guest to wait once the surname took too many wrong logins', async () => {
    const { user } = await loginAt('room-service');
    // Someone trying room after room under one surname: after ten misses the surname locks for a while.
    for (let room = 101; room <= 110; room++) {
      const miss = await customerGuestSession($venueUuid.getState() ?? '', {
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

  it("says 'something went wrong!' when no guest matches", async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nobody');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong!');
    expect($sessionId.getState()).toBeNull();
  });

  it('offers the check-out date from tomorrow, correcting an earlier one', async () => {
    await loginAt('room-service');
    const date = screen.getByLabelText(/Check-out date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', tomorrow());
    expect(date).toHaveValue(tomorrow());
    expect(date).toHaveAccessibleDescription(dayjs().add(1, 'day').format('DD/MM/YYYY'));

    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.blur(date);
    expect(date).toHaveValue(tomorrow());

    const later = dayjs().add(5, 'day');
    fireEvent.change(date, { target: { value: later.format('YYYY-MM-DD') } });
    fireEvent.blur(date);
    expect(date).toHaveValue(later.format('YYYY-MM-DD'));
    expect(date).toHaveAccessibleDescription(later.format('DD/MM/YYYY'));
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

  it('logs a guest in at a table of a hotel venue', async () => {
    const { user } = await loginAt('poolside', '/login?table_number=9');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Papadopoulos');
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '204');
    setCheckout(demoGuestCheckout());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
    expect(localStorage.getItem('table_number')).toBe('9');
  });
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
    expect($hotelEmail.getState()).toBe('papadopoulos@example.com');
  });

  it("says 'Something went wrong. Try Again' for an address the hotel does not know", async () => {
    const { user } = await loginAt('room-service');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'stranger@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try Again');
    expect($hotelEmail.getState()).toBeNull();
  });
});
