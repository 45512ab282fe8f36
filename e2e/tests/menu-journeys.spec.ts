import { expect, test } from '../support/test';
import { dishCard, startWithTab, venueOrigin } from '../support/menu';

const bistro = venueOrigin('bistro');

test('a guest browses the bistro in Spanish, and the choice holds after a reload', async ({ page }) => {
  await page.goto(`${bistro}/menu`);
  // The app's heading: the server's first paint may still lie over it while the dishes load.
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await page.getByRole('combobox', { name: /language/i }).selectOption('Español');

  await expect(page.getByRole('button', { name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Llamar al camarero' })).toBeVisible();
  await expect(dishCard(page, 'Pizza Margarita')).toContainText('Tomates San Marzano');
  await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('button', { name: 'Ensaladas' })).toBeVisible();
  await expect(dishCard(page, 'Ensalada griega')).toContainText('Popular');

  await page.getByText('Bebidas', { exact: true }).click();
  await expect(dishCard(page, 'Limonada')).toBeVisible();
  await expect(dishCard(page, 'Pizza Margarita')).toHaveCount(0);

  await page.reload();
  await expect(dishCard(page, 'Limonada')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /language/i })).toHaveValue('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a guest reads the bistro in Greek, then in French: dishes whole, the Popular chip and the screen texts in that language', async ({
  page,
}) => {
  await page.goto(`${bistro}/menu`);
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await page.getByRole('combobox', { name: /language/i }).selectOption('Ελληνικά');

  await expect(dishCard(page, 'Πίτσα Μαργαρίτα')).toContainText('Ψημένη σε ξυλόφουρνο · Ζύμη 48 ωρών');
  await expect(dishCard(page, 'Χωριάτικη σαλάτα')).toContainText('Δημοφιλές');
  await expect(dishCard(page, 'Χωριάτικη σαλάτα')).not.toContainText('Popular');
  await expect(dishCard(page, 'Σαλάτα του Καίσαρα')).toContainText('παρμεζάνα');

  await page.getByRole('combobox', { name: /language/i }).selectOption('Français');
  await expect(dishCard(page, 'Pizza Margherita')).toContainText('Cuite au feu de bois · Pâte reposée 48 heures');
  await expect(dishCard(page, 'Salade grecque')).toContainText('Populaire');
  await expect(dishCard(page, 'Moussaka')).toContainText('Épuisé');
  await expect(page.getByRole('button', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.locator('#root')).not.toContainText(/Popular\b|Out of stock|Search|Cancel/);
});

test("a guest searches for 'pizza' and opens the dish", async ({ page }) => {
  await page.goto(`${bistro}/menu`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  await searchbox.fill('pizza');
  await searchbox.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Food / Pizza' })).toBeVisible();
  await expect(page.getByText('no items found')).toHaveCount(0);
  await dishCard(page, 'Margherita Pizza').click();
  await expect(page).toHaveURL(/\/addCart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('pizza');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a guest customises a Margherita Pizza, adds it, then changes the quantity from the cart', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '12');
  await dishCard(page, 'Margherita Pizza').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('radiogroup', { name: /Choose type/ })).toHaveAccessibleDescription('Required');
  await expect(page).toHaveURL(/\/addCart$/);

  await page.getByRole('radio', { name: /Large/ }).check();
  await page.getByRole('radio', { name: /Classic/ }).check();
  const toppings = page.getByRole('group', { name: 'Extra toppings' });
  await expect(toppings.getByRole('checkbox', { name: /Anchovies/ })).toHaveCount(0);
  await toppings.getByRole('checkbox', { name: /Olives/ }).check();
  await toppings.getByRole('checkbox', { name: /Mushrooms/ }).check();
  await expect(toppings.getByRole('checkbox', { name: /Peppers/ })).toBeDisabled();
  await expect(page.getByText('Total €14.20')).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();

  await expect(page).toHaveURL(/\/menu$/);
  await expect(dishCard(page, 'Margherita Pizza')).toContainText('1 in order');
  await expect(page.getByRole('button', { name: 'Checkout, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Checkout, 1 item' }).click();
  await expect(page).toHaveURL(/\/cartopen$/);
  await page.getByRole('button', { name: 'Edit Margherita Pizza' }).click();
  await expect(page).toHaveURL(/\/addCart$/);
  await expect(page.getByRole('radio', { name: /Large/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Mushrooms/ })).toBeChecked();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Total €42.60')).toBeVisible();
  await page.getByRole('button', { name: 'Update order' }).click();
  await expect(page).toHaveURL(/\/cartopen$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(dishCard(page, 'Margherita Pizza')).toContainText('3 in order');
  await expect(page.getByRole('button', { name: 'Checkout, 3 items' })).toBeVisible();
});

test('Moussaka and Baklava, out of stock, cannot be ordered', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '13');
  for (const dish of ['Moussaka', 'Baklava']) {
    await expect(dishCard(page, dish)).toContainText('Out of stock');
    await dishCard(page, dish).click();
    await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to order' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  }
  await expect(page.getByRole('button', { name: /^Checkout/ })).toHaveCount(0);
});

test('the gallery menu is read-only: tapping a dish explains why for 2 s', async ({ page }) => {
  await page.goto(`${venueOrigin('gallery')}/menu`);
  await dishCard(page, 'Espresso').click();
  const message = page.getByText('You can only order from the food menu at the table area.');
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(message).toBeHidden({ timeout: 3000 });
});

test('a venue not accepting orders shows its menu in view mode with a notice', async ({ page }) => {
  await page.goto(`${venueOrigin('closed')}/menu`);
  await expect(page).toHaveURL(/\/menu\?type=view$/);
  // The tab bar says it, in the spec's words.
  await expect(page.getByText('venue currently not accepting orders', { exact: true })).toBeVisible();
  await dishCard(page, 'Souvlaki').click();
  await expect(page).toHaveURL(/\/menu\?type=view$/);
  await expect(page.getByRole('button', { name: 'Add to order' })).toHaveCount(0);
});

test('a shared tab link that no longer works lands on the start page, which says so', async ({ page }) => {
  await page.goto(`${bistro}/menu?tab=7ab01a00-0000-4000-8000-0000000000fe`);
  await expect(page).toHaveURL(`${bistro}/?tab=7ab01a00-0000-4000-8000-0000000000fe`);
  await expect(page.getByRole('alert')).toHaveText('This link did not work. Open a new tab or join one.');
  await expect(page.getByRole('button', { name: 'Join tab' })).toBeVisible();
});
