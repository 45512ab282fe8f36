import { badRequest } from './violation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The usual HTML-form e-mail pattern: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * Reads an optional id header such as tab-uuid. The client stores 'empty' for "no tab";
 * treating that (and a blank value) as absent is kinder than failing the request.
 */
export function optionalUuid(value: string | undefined, name: string): string | null {
  const v = value?.trim();
  if (!v || v === 'empty' || v === 'null' || v === 'undefined') return null;
  if (!isUuid(v)) throw badRequest(`Invalid ${name}`);
  return v.toLowerCase();
}

/** Table numbers are text; some callers send a number (e.g. the default table 10). */
export function tableNumber(value: string | number | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Check-out happens at noon UTC of the check-out day (the venue has no time zone yet). */
const CHECK_OUT_HOUR_UTC = 12;
const MAX_STAY_DAYS = 366;

/** Parses a YYYY-MM-DD check-out date; it must lie in the future and within a year. */
export function checkOutAt(date: string, now: Date): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) throw badRequest('Check-out date must be YYYY-MM-DD');
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day, CHECK_OUT_HOUR_UTC));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    throw badRequest('Check-out date is not a valid date');
  }
  if (at.getTime() <= now.getTime()) throw badRequest('Check-out date must be in the future');
  if (at.getTime() - now.getTime() > MAX_STAY_DAYS * 86_400_000) {
    throw badRequest('Check-out date is too far ahead');
  }
  return at;
}
