import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_GUEST } from '@tabula/api/demo';
import { opsToken } from './registry';

export { DEMO_GUEST };

/** The seed checks the demo guest out this many days after the database was made: today, for the suite's fresh one. */
export const DEMO_STAY_DAYS = DEMO_GUEST.staysForDays;

/** Noon of the day `days` from today, so no time zone moves it to another date. */
export const dayFrom = (days: number) => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
};

export const ddmmyyyy = (date: Date) =>
  [date.getDate(), date.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') + `/${date.getFullYear()}`;

/** How the calendar names a day's button, e.g. "30 November 2026". */
export const dayLabel = (date: Date, locale = 'en-GB') =>
  `${date.getDate()} ${date.toLocaleString(locale, { month: 'long' })} ${date.getFullYear()}`;

export const checkOutField = (page: Page, name: RegExp = /Check-out date/) => page.getByRole('button', { name });

/** Opens the check-out calendar and picks the day `days` from today, turning the month when needed. */
export async function pickCheckOut(page: Page, days: number): Promise<Date> {
  const day = dayFrom(days);
  await checkOutField(page).click();
  const calendar = page.getByRole('dialog');
  if (day.getMonth() !== dayFrom(1).getMonth()) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: dayLabel(day), exact: true }).click();
  return day;
}

/** YYYY-MM-DD of a local day, as the login sends the check-out date. */
export const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/**
 * Logs the demo guest in at room service through the API, as the login screen does, and returns the guest
 * session id (a session link's sessionid). Node cannot resolve *.localhost: the API is asked on localhost, naming the venue.
 */
export async function logInByApi(request: APIRequestContext): Promise<string> {
  const headers = { 'x-venue-slug': 'room-service' };
  const roomService = (await (await request.get('http://localhost:8080/details-slim/', { headers })).json()) as { uuid: string };
  const login = await request.post('http://localhost:8080/api/venue/customer-guest-session/', {
    headers: { ...headers, venue_uuid: roomService.uuid },
    data: { surname: DEMO_GUEST.surname, room_number: DEMO_GUEST.room, checkout_date: isoDay(dayFrom(DEMO_STAY_DAYS)), table_number: '' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { guest_account: { guest_session_uuid: string } }).guest_account.guest_session_uuid;
}

/** The session link of the latest e-mail to `to`, read from the API's outbox (the delivery where no SMTP is set) through the ops API. */
export async function sessionLinkMailed(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`http://localhost:8080/api/ops/outbox/?to=${encodeURIComponent(to)}`, {
    headers: { 'x-ops-token': opsToken() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [latest] = (await response.json()) as { body: string }[];
  const link = /https?:\/\/\S+\?sessionid=[0-9a-f-]{36}/.exec(latest?.body ?? '')?.[0];
  if (!link) throw new Error(`no session link in the latest e-mail to ${to}: ${latest?.body}`);
  return link;
}
