import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG levels the app answers to, up to 2.2 AA. axe leaves WCAG 2.2's rules off by default;
 * naming the tags turns them on, target-size (2.5.8) among them. Best practices stay checked, as in
 * axe's default run.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's checks of the whole page, WCAG 2.2 AA included: every a11y spec runs these. */
export const axeChecks = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS);
