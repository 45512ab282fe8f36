import type { Page } from '@playwright/test';
import { DEMO_GUEST } from '@tabula/api/demo';

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
