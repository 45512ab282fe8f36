/** At most `max` in every window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Requests one client (IP address) may send to a route that answers a guess. Generous for a
 * person, who types a password or a room a few times, and for the guests of one venue's Wi-Fi,
 * who share an address; a script guessing 500 times a second gets 30 tries a minute.
 */
export const CLIENT_LIMITS = {
  joinTab: { max: 30, windowMs: MINUTE },
  guestLogin: { max: 30, windowMs: MINUTE },
  sessionEmail: { max: 10, windowMs: MINUTE },
  // A shell reports at most a few failed loads per page; more from one client is noise or an attack on the rollout.
  loadFailure: { max: 20, windowMs: MINUTE },
  // A shell reports an exposure once per experiment and variant, and a page's speed once as it is hidden;
  // a venue's guests often share one address (its wifi), so the ceiling is per busy venue, not per phone.
  exposure: { max: 120, windowMs: MINUTE },
  vitals: { max: 120, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Wrong answers a target takes, from every client together, before it locks for the rest of the
 * window: a table's tab passwords (10,000 of them) and a hotel's rooms and surnames. Ten misses in
 * 15 minutes leaves a person room for typos and a guesser about one password in a thousand.
 */
export const JOIN_TAB_LOCK: Limit = { max: 10, windowMs: 15 * MINUTE };
export const GUEST_LOGIN_LOCK: Limit = { max: 10, windowMs: 15 * MINUTE };

/**
 * Session e-mails one guest receives, from every client together: enough for a guest who presses
 * 'Send again' a few times, while nobody can flood a guest's inbox from many addresses.
 */
export const SESSION_EMAIL_LIMIT: Limit = { max: 5, windowMs: 60 * MINUTE };

/** Counter key of the session e-mails sent to one checked-in guest. */
export function sessionEmailKey(guestId: number): string {
  return `session-email|${guestId}`;
}

/** Counter key of the join attempts on one table of one venue. */
export function joinTabKey(venueId: number, table: string): string {
  return `join-tab|${venueId}|${table}`;
}

/** Counter keys of the login attempts on one room and one surname of one hotel: guessing either locks it. */
export function guestLoginKeys(businessId: number, surname: string, room: string): string[] {
  return [`guest-login|${businessId}|room|${room.trim()}`, `guest-login|${businessId}|surname|${surname.trim().toLowerCase()}`];
}

export function isLocked(failures: number, limit: Limit): boolean {
  return failures >= limit.max;
}

/** The 429 text: how long to wait, in whole minutes (at least one). */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
