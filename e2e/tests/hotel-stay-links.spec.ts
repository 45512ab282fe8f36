import { expect, test } from '../support/test';
import { addFromMenu, currentOrderId, orderOnServer, placeOrder } from '../support/journey';
import { venueOrigin } from '../support/menu';
import { DEMO_GUEST, logInByApi, sessionLinkMailed } from '../support/hotel';

const GRAND_HOTEL = venueOrigin('grand-hotel');
const ROOM_SERVICE = venueOrigin('room-service');
const POOLSIDE = venueOrigin('poolside');

test("a signed-in guest's Poolside link on the hotel's page carries the stay, and the poolside cart charges the room", async ({
  page,
  request,
}) => {
  const session = await logInByApi(request);
  await page.goto(`${GRAND_HOTEL}/?sessionid=${session}&room_no=204`);
  // The app's own page, not the server's first paint.
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Grand Hotel Room Service' })).toHaveAttribute(
    'href',
    `${ROOM_SERVICE}/menu?sessionid=${session}&room_no=204`,
  );
  const pool = page.getByRole('link', { name: 'Open Poolside Bar' });
  await expect(pool).toHaveAttribute('href', `${POOLSIDE}/open-tab?sessionid=${session}&room_no=204`);

  await pool.click();
  await expect(page).toHaveURL(/^http:\/\/poolside\.localhost:8080\/open-tab/);
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Eleni');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Papadopoulos');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(`${POOLSIDE}/menu`);
  expect(await page.evaluate(() => [localStorage.getItem('sessionId'), localStorage.getItem('room_no')])).toEqual([session, '204']);

  await addFromMenu(page, 'Frappé');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Charge my room' }).check();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId, 'poolside')).toMatchObject({ status: 2, payment_method: 'room_charge' });
});

test("the e-mailed session link opens room 204's room-service menu, ready to charge the room", async ({ page, request }) => {
  // Asked for at the pool bar: the link still opens room service.
  await page.goto(`${POOLSIDE}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_GUEST.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(`${POOLSIDE}/email-confirmation`);
  // A reload keeps the screen: the address is kept in the guest's session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We have sent you an email with your session link' })).toBeVisible();
  await expect(page.getByText(DEMO_GUEST.email)).toBeVisible();

  const link = await sessionLinkMailed(request, DEMO_GUEST.email);
  expect(link).toMatch(new RegExp(`^${ROOM_SERVICE}/\\?sessionid=[0-9a-f-]{36}$`));
  const session = new URL(link).searchParams.get('sessionid');
  await page.goto(link);
  await expect(page).toHaveURL(`${ROOM_SERVICE}/menu?sessionid=${session}&room_no=204`);
  await expect(page.getByText('Room 204', { exact: true })).toBeVisible();
  await addFromMenu(page, 'Club Sandwich');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByRole('radio', { name: 'Charge my room' })).toBeChecked();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId, 'room-service')).toMatchObject({ status: 2, payment_method: 'room_charge' });
});
