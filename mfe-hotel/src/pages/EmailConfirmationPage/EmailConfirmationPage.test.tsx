import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, type Scope } from 'effector';
import { createTestScope, cutTestApi, renderPage, resetStore, startTestApp, storeSessionValue } from '@tabula/shared/test';
import { resendEmailFx } from '../../features/email-confirmation';
import { HOTEL_EMAIL, restoreHotelEmailFx, sendSessionEmailFx } from '../../features/guest-login';
import EmailConfirmationPage from '.';

/**
 * Each test runs in its own forked scope, in which the login screen's e-mail call is accepted whatever
 * the demo hotel knows; 'Send again' still asks the API.
 */
let scope: Scope;
beforeEach(async () => {
  await resetStore();
  scope = createTestScope({ handlers: [[sendSessionEmailFx, async () => ({ message: 'sent' })]] });
});

async function confirmationFor(email: string | null, venueSlug = 'room-service') {
  await startTestApp({ venueSlug, scope });
  if (email) await allSettled(sendSessionEmailFx, { scope, params: email });
  return renderPage(<EmailConfirmationPage />, '/email-confirmation', '/email-confirmation', venueSlug, scope);
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('EmailConfirmationPage', () => {
  it('says where the link went', async () => {
    await confirmationFor('papadopoulos@example.com');
    expect(screen.getByRole('heading', { name: 'We have sent you an email with your session link' })).toBeInTheDocument();
    expect(screen.getByText('papadopoulos@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your inbox' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('still says where the link went after a reload', async () => {
    await confirmationFor('papadopoulos@example.com');
    // A reload: a fresh app, which reads back what the guest's session kept.
    scope = createTestScope();
    await startTestApp({ venueSlug: 'room-service', scope });
    await allSettled(restoreHotelEmailFx, { scope });
    renderPage(<EmailConfirmationPage />, '/email-confirmation', '/email-confirmation', 'room-service', scope);
    expect(await screen.findAllByText('papadopoulos@example.com')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'at /login' })).not.toBeInTheDocument();
  });

  it('takes a kept value that is no e-mail address for none, and sends the guest to the login', async () => {
    storeSessionValue(HOTEL_EMAIL, 'not an address');
    await allSettled(restoreHotelEmailFx, { scope });
    await confirmationFor(null);
    expect(await screen.findByRole('heading', { name: 'at /login' })).toBeInTheDocument();
  });

  it('sends a guest without an e-mail to the login', async () => {
    await confirmationFor(null);
    expect(await screen.findByRole('heading', { name: 'at /login' })).toBeInTheDocument();
  });

  it('sends the guest of a read-only menu to the menu', async () => {
    await confirmationFor('someone@example.com', 'gallery');
    expect(await screen.findByRole('heading', { name: 'at /menu' })).toBeInTheDocument();
  });

  it('opens the inbox in a popup that closes after 4.7 s', async () => {
    await confirmationFor('someone@gmail.com');
    const popup = { close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'Go to your inbox' }));
    expect(open).toHaveBeenCalledWith('https://mail.google.com/', 'tabula-inbox', expect.stringContaining('popup'));
    act(() => jest.advanceTimersByTime(4600));
    expect(popup.close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(popup.close).toHaveBeenCalled();
  });

  it('sends the link again and confirms in a dialog cleared after 5 s', async () => {
    // Answered in the scope: under fake timers a real request raced the dialog query's fake 1 s (flaky under load).
    scope = createTestScope({
      handlers: [
        [sendSessionEmailFx, async () => ({ message: 'sent' })],
        [resendEmailFx, async () => ({ message: 'sent' })],
      ],
    });
    await confirmationFor('papadopoulos@example.com');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send again' });
    expect(dialog).toHaveTextContent('Email sent Successfully');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when sending again failed', async () => {
    const { user } = await confirmationFor('papadopoulos@example.com');
    cutTestApi();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('dialog', { name: 'Send again' })).toHaveTextContent('Something went wrong. Try Again');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
