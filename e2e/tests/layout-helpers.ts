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
