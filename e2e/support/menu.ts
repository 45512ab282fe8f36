import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TabSeat } from '@tabula/shared/entities';

/** Each demo venue answers on its own host: the API picks the venue from <slug>.localhost. */
export const venueOrigin = (slug: string): string => `http://${slug}.localhost:8080`;

/** A table's tab as the API opened it: a table tab always has the password another guest types to join it. */
type TableTab = TabSeat & { tab_password: string };

/** Opens a tab at `table` through the API, as a guest at the venue's table would on the open-tab screen. */
export async function openTabByApi(request: APIRequestContext, slug: string, table: string): Promise<TableTab> {
  // Node cannot resolve *.localhost as Chromium does: the API is asked on localhost, naming the venue.
  const headers = { 'x-venue-slug': slug };
  const venue = (await (await request.get('http://localhost:8080/details-slim/', { headers })).json()) as { uuid: string };
  const response = await request.post('http://localhost:8080/api/order/create-order-with-tab/', {
    headers,
    data: { venue_uuid: venue.uuid, table_number: table, first_name: 'Ana', last_name: 'Journey' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TableTab;
}

/**
 * Opens a tab through the API and stores it as the app does after the open-tab screen (the spec's
 * localStorage keys), so a journey about the menu starts with a tab without depending on mfe_tab's form.
 */
export async function startWithTab(page: Page, request: APIRequestContext, slug: string, table: string): Promise<TableTab> {
  const tab = await openTabByApi(request, slug, table);
  await page.goto(`${venueOrigin(slug)}/menu`);
  await page.evaluate((opened) => {
    localStorage.setItem('tabId', opened.tab_uuid);
    localStorage.setItem('tabLink', opened.tab_link);
    localStorage.setItem('orderId', opened.order_uuid);
    localStorage.setItem('table_number', opened.table_number);
    localStorage.removeItem('tabula-order-state');
  }, tab);
  await page.reload();
  return tab;
}

/**
 * The page as the dev server sends it, without the first API answers the production server writes
 * into it, so the app asks for the venue itself and a test can change or delay that answer.
 */
export async function withoutPrimedData(page: Page): Promise<void> {
  // Removed as soon as the page is parsed, before the shell's start-up reads it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.getElementById('tabula-primed')?.remove());
  });
}

/**
 * The venue as the API sends it, with some fields changed: a venue no demo venue is (a tab venue
 * without card payments, a logo that does not load), for the page's whole visit.
 */
export async function withVenueChanged(page: Page, slug: string, changes: Record<string, unknown>): Promise<void> {
  await withoutPrimedData(page);
  await page.route('**/menu-details/', async (route) => {
    // Node cannot resolve *.localhost as Chromium does: the API is asked on localhost, naming the venue.
    const headers = { ...route.request().headers(), 'x-venue-slug': slug };
    const response = await route.fetch({ url: 'http://localhost:8080/menu-details/', headers });
    const venue = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...venue, ...changes } });
  });
}

/** A dish on the menu or in search results: its card is a button named by the dish first. */
export const dishCard = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
