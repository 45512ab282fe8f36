import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { venueOrigin } from '../support/menu';

/**
 * How far below the sticky tab bar and chips the heading's top edge sits, in px, once it stays put for
 * ten animation frames; NaN while it still moves. Frames, not wall time: the scroll moves once a frame,
 * and a long task laying out dishes holds the frames (and so the scroll) back without ending it.
 */
const settledOffset = (page: Page, category: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const offset = () => {
          const heading = [...document.querySelectorAll('h2')].find((candidate) => candidate.textContent === name);
          const chips = document.querySelector('nav[aria-label="Categories"]');
          if (!heading || !chips) throw new Error(`no heading ${name} or no chip bar`);
          return heading.getBoundingClientRect().top - chips.getBoundingClientRect().bottom;
        };
        const first = offset();
        let frames = 0;
        const tick = () => {
          if (++frames < 10) requestAnimationFrame(tick);
          else resolve(offset() === first ? first : Number.NaN);
        };
        requestAnimationFrame(tick);
      }),
    category,
  );

test('on the 2,000-dish menu, tapping a far category chip shows that heading and its first dishes at the top', async ({ page }) => {
  await page.goto(`${venueOrigin('megamenu')}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mega Menu Diner' })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Categories' });
  // A guest who has looked at the page for a moment: every category is in the page, most never laid out.
  await expect(page.getByRole('region', { name: 'Category 40' })).toBeAttached({ timeout: 20_000 });

  for (const category of ['Category 40', 'Category 19', 'Category 34']) {
    await chips.getByRole('button', { name: category, exact: true }).click();
    await expect
      .poll(() => settledOffset(page, category), { message: `${category}'s heading lands just below the chips`, timeout: 15_000 })
      .toBeGreaterThanOrEqual(-1);
    expect(await settledOffset(page, category)).toBeLessThan(40);
    const section = page.getByRole('region', { name: category });
    await expect(section.getByRole('listitem').first()).toBeInViewport();
    await expect(chips.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-current', 'true');
  }
});
