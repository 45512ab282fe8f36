import { expect, test } from '@playwright/test';

const ROOM_SERVICE = 'http://room-service.localhost:8080';
const UNKNOWN_SESSION = '7ab01a00-0000-4000-8000-00000000beef';

test('an unknown session link at room service is forgotten, and the guest is asked to log in', async ({ page }) => {
  await page.goto(`${ROOM_SERVICE}/?sessionid=${UNKNOWN_SESSION}&room_no=204`);

  await expect(page).toHaveURL(`${ROOM_SERVICE}/login/?table_number=&sessionid=`);
  await expect(page.getByRole('heading', { name: 'Hotel guest' })).toBeVisible();
  const stored = await page.evaluate(() =>
    ['sessionId', 'room_no', 'check_out_datetime', 'tabId', 'tabLink'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null, 'empty', null]);
  const cookies = await page.context().cookies(ROOM_SERVICE);
  expect(cookies.filter((cookie) => ['session', 'id', 'room_number'].includes(cookie.name))).toEqual([]);
});
