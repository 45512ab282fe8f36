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

/**
 * The controls a guest taps that are smaller than `min` × `min` CSS px (WCAG 2.5.5), by name and size. A radio or
 * checkbox is tapped through its label too, so it is measured with its label; links inside text are exempt.
 */
export function smallTargets(page: Page, min = 44) {
  return page.locator('button, input:not([type="hidden"]), select, textarea').evaluateAll((controls, least) => {
    const union = (a: DOMRect, b: DOMRect) => {
      const left = Math.min(a.left, b.left);
      const top = Math.min(a.top, b.top);
      return { width: Math.max(a.right, b.right) - left, height: Math.max(a.bottom, b.bottom) - top };
    };
    return (
      controls
        .filter((control) => control.checkVisibility({ visibilityProperty: true }))
        .map((control) => {
          const box = control.getBoundingClientRect();
          const label =
            control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type) ? control.labels?.[0] : undefined;
          const { width, height } = label ? union(box, label.getBoundingClientRect()) : box;
          const name = control.getAttribute('aria-label') ?? label?.textContent ?? control.textContent ?? control.tagName;
          return { name: name.trim(), width: Math.round(width), height: Math.round(height) };
        })
        // Visually hidden helpers (1 px) are not targets.
        .filter(({ width, height }) => width > 2 && height > 2 && (width < least || height < least))
    );
  }, min);
}
