import Cookies from 'js-cookie';

export const SESSION_COOKIES = ['session', 'id', 'room_number'] as const;

export type SessionCookie = (typeof SESSION_COOKIES)[number];

export type SessionCookieValues = Record<SessionCookie, string>;

/** The hotel guest's session cookies live until check-out; over https they are never sent in clear (Secure). */
export function sessionCookieAttributes(checkOut: Date, protocol: string = window.location.protocol): Cookies.CookieAttributes {
  return { expires: checkOut, path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}

export function writeSessionCookies(values: SessionCookieValues, checkOut: Date): void {
  for (const name of SESSION_COOKIES) Cookies.set(name, values[name], sessionCookieAttributes(checkOut));
}

export function readSessionCookie(name: SessionCookie): string | null {
  return Cookies.get(name) ?? null;
}

export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
}
