import type { CSSProperties } from 'react';

/**
 * Mantine's default error red (red.6) and dimmed grey fall short of 4.5:1 for small text on white; these
 * variables, set on the page, darken them for everything inside it. Inline, because CSS modules rename custom
 * properties and would leave Mantine's own untouched.
 */
export const READABLE_TEXT = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;
