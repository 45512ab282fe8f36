import { allSettled, scopeBind } from 'effector';
import { $language, $roomNumber, $sessionId, $tabId, ApiRequestError } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import {
  $emailLinkFailed,
  $emailLinkSent,
  $hotelEmail,
  $loggedIn,
  $loginErrorKey,
  emailLinkRequested,
  guestLoginFx,
  loginLeft,
  loginOpened,
  loginSubmitted,
  notStayingPressed,
  sendSessionEmailFx,
} from './model';

const SESSION = '5e55a000-0000-4000-8000-000000000001';
const login = { venueUuid: 'v-1', surname: ' Papadopoulos ', room: ' 204 ', checkout: '2026-12-01', table: null };
const loginAnswer = {
  order_uuid: 'o-1',
  tab_uuid: 't-1',
  tab_link: 'link',
  tab_password: null,
  table_number: '',
  guest_account: { guest_session_uuid: SESSION, check_out_datetime: '2026-12-01T11:00:00Z' },
};
const refused = (status: number) => () => {
  throw new ApiRequestError(status, { message: 'refused' });
};

describe('hotel guest login', () => {
  it('opens the guest session and the tab, then goes on', async () => {
    const scope = createTestScope({ handlers: [[guestLoginFx, () => loginAnswer]] });
    await allSettled(loginSubmitted, { scope, params: login });
    expect([scope.getState($sessionId), scope.getState($roomNumber), scope.getState($tabId)]).toEqual([SESSION, '204', 't-1']);
    expect(scope.getState($loggedIn)).toBe(true);
  });

  it('logs in once for a Continue pressed (or Enter typed) three times in one tick: one session, one tab', async () => {
    const logins: unknown[] = [];
    let answer: () => void = () => undefined;
    const scope = createTestScope({
      handlers: [
        [
          guestLoginFx,
          (params: unknown) =>
            new Promise((resolve) => {
              logins.push(params);
              answer = () => resolve(loginAnswer);
            }),
        ],
      ],
    });
    const submit = scopeBind(loginSubmitted, { scope });
    submit(login);
    submit(login);
    submit(login);
    expect(logins).toHaveLength(1);
    answer();
    await allSettled(scope);
    expect(scope.getState($tabId)).toBe('t-1');
  });

  it('logs in once for Enter typed again after the login succeeded, before the screen has gone on', async () => {
    const logins: unknown[] = [];
    const scope = createTestScope({ handlers: [[guestLoginFx, (params: unknown) => (logins.push(params), loginAnswer)]] });
    await allSettled(loginSubmitted, { scope, params: login });
    await allSettled(loginSubmitted, { scope, params: login });
    expect(logins).toHaveLength(1);
    await allSettled(loginLeft, { scope });
    await allSettled(loginSubmitted, { scope, params: login });
    expect(logins).toHaveLength(2);
  });

  it('sends a login again after one was refused', async () => {
    const logins: unknown[] = [];
    const scope = createTestScope({
      handlers: [[guestLoginFx, (params: unknown) => (logins.push(params), logins.length === 1 ? refused(400)() : loginAnswer)]],
    });
    await allSettled(loginSubmitted, { scope, params: login });
    await allSettled(loginSubmitted, { scope, params: login });
    expect(logins).toHaveLength(2);
    expect(scope.getState($loggedIn)).toBe(true);
  });

  it("says 'something went wrong!', or to wait after too many tries, until the screen opens again", async () => {
    const scope = createTestScope({ handlers: [[guestLoginFx, refused(400)]] });
    await allSettled(loginSubmitted, { scope, params: login });
    expect(scope.getState($loginErrorKey)).toBe('errors.loginFailed');
    await allSettled(loginOpened, { scope });
    expect(scope.getState($loginErrorKey)).toBeNull();
    const busy = createTestScope({ handlers: [[guestLoginFx, refused(429)]] });
    await allSettled(loginSubmitted, { scope: busy, params: login });
    expect(busy.getState($loginErrorKey)).toBe('errors.tooManyAttempts');
    expect(busy.getState($loggedIn)).toBe(false);
  });
});

describe('session link by e-mail', () => {
  it('remembers the address the link went to, trimmed', async () => {
    const scope = createTestScope({ handlers: [[sendSessionEmailFx, () => ({ message: 'sent' })]] });
    await allSettled(emailLinkRequested, { scope, params: ' guest@example.com ' });
    expect(scope.getState($hotelEmail)).toBe('guest@example.com');
    expect(scope.getState($emailLinkSent)).toBe(true);
  });

  it("asks for the e-mail in the guest's language, which writes its check-out day", async () => {
    const sent: [string, string][] = [];
    const scope = createTestScope({
      values: [[$language, 'fr']],
      handlers: [[sendSessionEmailFx, (language: string, email: string) => (sent.push([language, email]), { message: 'sent' })]],
    });
    await allSettled(emailLinkRequested, { scope, params: 'guest@example.com' });
    expect(sent).toStrictEqual([['fr', 'guest@example.com']]);
  });

  it('sends one e-mail for Send Email pressed three times in one tick', async () => {
    const sent: string[] = [];
    const scope = createTestScope({
      handlers: [[sendSessionEmailFx, (_language: string, email: string) => (sent.push(email), new Promise(() => undefined))]],
    });
    const request = scopeBind(emailLinkRequested, { scope });
    request('guest@example.com');
    request('guest@example.com');
    request('guest@example.com');
    expect(sent).toStrictEqual(['guest@example.com']);
  });

  it('keeps no address when sending failed', async () => {
    const scope = createTestScope({ handlers: [[sendSessionEmailFx, refused(404)]] });
    await allSettled(emailLinkRequested, { scope, params: 'stranger@example.com' });
    expect(scope.getState($hotelEmail)).toBeNull();
    expect(scope.getState($emailLinkFailed)).toBe(true);
  });
});

describe('going on from the login screen', () => {
  const loginScreen = ({ shown = true } = {}) => {
    const { went, handlers: navigation } = recordNavigation();
    const scope = createTestScope({
      handlers: [[guestLoginFx, () => loginAnswer], [sendSessionEmailFx, () => ({})], ...navigation],
    });
    return { scope, went, opened: shown ? allSettled(loginOpened, { scope }) : Promise.resolve() };
  };

  it('takes a logged-in guest to the menu, and one who asked for the link to its confirmation', async () => {
    const first = loginScreen();
    await first.opened;
    await allSettled(loginSubmitted, { scope: first.scope, params: login });
    expect(first.went).toStrictEqual([{ to: '/menu' }]);
    expect(first.scope.getState($loggedIn)).toBe(false);
    const second = loginScreen();
    await second.opened;
    await allSettled(emailLinkRequested, { scope: second.scope, params: 'guest@example.com' });
    expect(second.went).toStrictEqual([{ to: '/email-confirmation' }]);
  });

  it("takes a guest not staying at the hotel to the venue's start page, with the table the link named", async () => {
    const atTable = loginScreen();
    await atTable.opened;
    await allSettled(notStayingPressed, { scope: atTable.scope, params: '7' });
    expect(atTable.went).toStrictEqual([{ to: '/?from=login&table=7' }]);
    const noTable = loginScreen();
    await noTable.opened;
    await allSettled(notStayingPressed, { scope: noTable.scope, params: null });
    expect(noTable.went).toStrictEqual([{ to: '/?from=login&table=' }]);
  });

  it('moves no one once the screen is gone', async () => {
    const { scope, went, opened } = loginScreen();
    await opened;
    await allSettled(loginLeft, { scope });
    await allSettled(loginSubmitted, { scope, params: login });
    expect(went).toHaveLength(0);
  });
});
