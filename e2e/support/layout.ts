import type { Page } from '@playwright/test';

/** Texts of the buttons whose label is wider than the button shows (cut off by its overflow). */
export function clippedButtonLabels(page: Page) {
  return page.getByRole('button').evaluateAll((buttons) =>
    buttons
      .map((button) => button.querySelector<HTMLElement>('.mantine-Button-label') ?? (button as HTMLElement))
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );
}

/** Starts adding up the page's layout shifts (those not caused by the guest), from its first paint on. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since watchLayoutShift, as Lighthouse's CLS counts it on a short page. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
