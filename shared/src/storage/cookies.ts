import Cookies from 'js-cookie';

export const SESSION_COOKIES = ['session', 'id', 'room_number'] as const;

export type SessionCookie = (typeof SESSION_COOKIES)[number];

export type SessionCookieValues = Record<SessionCookie, string>;

/** The hotel guest's session cookies live until check-out. */
export function writeSessionCookies(values: SessionCookieValues, checkOut: Date): void {
  for (const name of SESSION_COOKIES) {
    Cookies.set(name, values[name], { expires: checkOut, path: '/', sameSite: 'lax' });
  }
}

export function readSessionCookie(name: SessionCookie): string | null {
  return Cookies.get(name) ?? null;
}

export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
}
