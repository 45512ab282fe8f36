/** At most `max` in every window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
  /**
   * A ceiling that backs off: each time it fills again within a day, it stays shut twice as long
   * (its window, then 2, 4, ... times it), up to `maxLockMs`.
   */
  backoff?: { maxLockMs: number };
}

/** A counter and the limit it is held to. */
export interface Guard {
  key: string;
  limit: Limit;
}

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Requests one client (IP address) may send to a route that answers a guess or writes something a
 * stranger can send. Generous for a person, who types a password or a room a few times, and for the
 * guests of one venue's Wi-Fi, who share an address; a script guessing 500 times a second gets 30 tries a minute.
 */
export const CLIENT_LIMITS = {
  joinTab: { max: 30, windowMs: MINUTE },
  guestLogin: { max: 30, windowMs: MINUTE },
  sessionEmail: { max: 10, windowMs: MINUTE },
  // A whole party at one table may each open a tab, and a venue's Wi-Fi is one address for all its guests;
  // its max is TAB_OPENS_PER_CLIENT (config.ts), this its default.
  openTab: { max: 60, windowMs: 15 * MINUTE },
  // Each guest starts an order or two a visit, and a busy venue's guests share its Wi-Fi's one address;
  // a script no longer fills the orders table as fast as it can send.
  createOrder: { max: 300, windowMs: 15 * MINUTE },
  // A guest calls a server or asks for the bill a few times a visit; one address of a venue's Wi-Fi serves many guests.
  serviceRequest: { max: 30, windowMs: 15 * MINUTE },
  // Each member of a table pays once or twice (a declined card, a retry); a venue's Wi-Fi is one address.
  billPayment: { max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Wrong passwords one client may try on one table, and wrong logins on one room or one surname, before
 * that client (and only it) is locked out of it for the rest of the window: room for a person's typos,
 * and longer locks for a client that keeps trying.
 */
export const CLIENT_GUESS_LOCK: Limit = { max: 10, windowMs: 15 * MINUTE, backoff: { maxLockMs: DAY } };

/**
 * Wrong answers a table, a room or a surname takes from every client together before it locks for
 * everyone but its members (see README, Security): a stranger needs 1,000 requests to deny it to its
 * guests, and from 100 addresses at least, since each address locks itself after CLIENT_GUESS_LOCK.max.
 */
export const TARGET_GUESS_CEILING: Limit = { max: 1_000, windowMs: HOUR, backoff: { maxLockMs: DAY } };

/** Open tabs one table holds at most: the passwords of a table can never be exhausted. */
export const MAX_OPEN_TABS_PER_TABLE = 20;
/**
 * A full table gives the place of its oldest tab that never placed an order nor started a payment, once
 * that tab is this old, to a new guest: holding a table takes real orders, or 20 new tabs every 15 minutes.
 */
export const IDLE_TAB_RECLAIMED_AFTER_MS = 15 * MINUTE;
/**
 * Tabs opened on one table, by everyone: a busy table turns over a few times an hour. Above the 80 an
 * hour that keeping a full table's 20 tabs fresh takes, so the limit is never the cheaper way to deny it.
 */
export const TABLE_OPEN_LIMIT: Limit = { max: 100, windowMs: HOUR };

/**
 * Session e-mails one guest receives, from every client together: enough for a guest who presses
 * 'Send again' a few times, while nobody can flood a guest's inbox from many addresses.
 */
export const SESSION_EMAIL_LIMIT: Limit = { max: 5, windowMs: 60 * MINUTE };

/**
 * The client as counters see it: an IPv4 address, or the /64 network of an IPv6 address (one host
 * holds a whole /64, so counting its single addresses would let it rotate through billions).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Wrong operator tokens one client may send before it waits: a right token from any client is never held
 * up, and a client guessing tokens is shut out for longer each time it fills this within a day.
 */
export const OPS_TOKEN_GUESSES: Limit = { max: 10, windowMs: 15 * MINUTE, backoff: { maxLockMs: DAY } };

export function opsTokenGuards(client: string): Guard[] {
  return [{ key: `ops-token|${client}`, limit: OPS_TOKEN_GUESSES }];
}

/** Counter key of the session e-mails sent to one checked-in guest. */
export function sessionEmailKey(guestId: number): string {
  return `session-email|${guestId}`;
}

/** Guards of a password tried on one table: the client's own lock, then the table's ceiling. */
export function joinTabGuards(venueId: number, table: string, client: string): Guard[] {
  return [
    { key: `join-tab|client|${clientKey(client)}|${venueId}|${table}`, limit: CLIENT_GUESS_LOCK },
    { key: `join-tab|table|${venueId}|${table}`, limit: TARGET_GUESS_CEILING },
  ];
}

/**
 * Guards of a hotel login: the client's lock on the room and on the surname, then the hotel-wide
 * ceilings of each (guessing either the room of a surname or the surname in a room counts).
 */
export function guestLoginGuards(businessId: number, surname: string, room: string, client: string): Guard[] {
  const targets = [`${businessId}|room|${room.trim()}`, `${businessId}|surname|${surname.trim().toLowerCase()}`];
  return [
    ...targets.map((target) => ({ key: `guest-login|client|${clientKey(client)}|${target}`, limit: CLIENT_GUESS_LOCK })),
    ...targets.map((target) => ({ key: `guest-login|target|${target}`, limit: TARGET_GUESS_CEILING })),
  ];
}

/** Counter key of the tabs opened on one table. */
export function openTabKey(venueId: number, table: string): string {
  return `open-tab|${venueId}|${table}`;
}

/**
 * The most wrong answers a limit with backoff lets through in a day: it fills at once, stays shut for
 * lockAfterFill, fills again, and so on.
 */
export function mostWrongAnswersPerDay(limit: Limit): number {
  let fills = 0;
  for (let elapsed = 0; elapsed < DAY; elapsed += Math.max(limit.windowMs, lockAfterFill(limit, fills))) fills++;
  return fills * limit.max;
}

/** How long a ceiling stays shut the `fills`-th time it filled within a day: its window, doubling, capped. */
export function lockAfterFill(limit: Limit, fills: number): number {
  const cap = limit.backoff?.maxLockMs ?? limit.windowMs;
  return Math.min(cap, limit.windowMs * 2 ** Math.max(0, Math.min(fills - 1, 30)));
}

/** The 429 text: how long to wait, in whole minutes (at least one). */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 409 text when a table holds as many open tabs as it may. */
export const TABLE_FULL = `This table already has ${MAX_OPEN_TABS_PER_TABLE} open tabs. Please join one of them, or ask a server.`;
