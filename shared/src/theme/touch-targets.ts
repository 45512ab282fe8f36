// Plain theme entries rather than Component.extend(): importing Radio or Combobox here would move their
// code into the first screen's share of Mantine (shared/build/subsets.cjs).
import { rem, type MantineThemeComponents } from '@mantine/core';

type Sized = { size?: unknown };

/**
 * The smallest target a guest taps: 44 × 44 CSS px (WCAG 2.2, 2.5.5; 2.5.8's AA minimum is 24 px).
 * In px, as WCAG measures it: Mantine's own sizes are in rem and grow with the guest's text size past
 * it, while a floor in rem doubled every radio row to 88 px at 200 % text.
 */
export const MIN_TARGET = '44px';

const THEME_SIZE = /^(compact-)?(xs|sm|md|lg|xl)$/;

/**
 * A component's size variable, never below MIN_TARGET: a theme size reads the component's own
 * variable for it (`--button-height-compact-md`), a number or any other length is taken as given.
 */
export function atLeastTarget(variable: string, size: unknown, fallback: string): string {
  if (size === undefined || size === null) return `max(${MIN_TARGET}, var(--${variable}-${fallback}))`;
  if (typeof size === 'string' && THEME_SIZE.test(size)) return `max(${MIN_TARGET}, var(--${variable}-${size}))`;
  return `max(${MIN_TARGET}, ${typeof size === 'number' ? rem(size) : String(size)})`;
}

/** An icon button's size: a theme size between MIN_TARGET and 48 px; a size given as a length, at least MIN_TARGET. */
export function iconTarget(variable: string, size: unknown, fallback: string): string {
  if (size === undefined || size === null || (typeof size === 'string' && THEME_SIZE.test(size))) {
    return `clamp(${MIN_TARGET}, var(--${variable}-${themeSize(size, fallback)}), 48px)`;
  }
  return atLeastTarget(variable, size, fallback);
}

/** The theme size named by `size`, or `fallback` for none or a size given as a length. */
const themeSize = (size: unknown, fallback: string) => (typeof size === 'string' && THEME_SIZE.test(size) ? size : fallback);

/** A radio or checkbox: the box stays as drawn, its label is a row as tall as a target, and tapping the label ticks it. */
const labelledBox = {
  body: { alignItems: 'center' },
  label: { minHeight: MIN_TARGET, display: 'flex', alignItems: 'center', cursor: 'pointer' },
} as const;

/**
 * Every button, icon button, close button, input (text, select, native select, password, date),
 * select option, radio and checkbox of every screen is at least MIN_TARGET, set once here rather
 * than screen by screen. Each keeps its size scale where that is larger.
 */
export const touchTargetComponents: MantineThemeComponents = {
  Button: {
    vars: (_: unknown, { size }: Sized) => ({
      root: {
        '--button-height': atLeastTarget('button-height', size, 'sm'),
        // Side padding stops growing with the text past 26 px (lg's at 100 %), leaving the room to the label.
        '--button-padding-x': typeof size === 'number' ? undefined : `min(var(--button-padding-x-${themeSize(size, 'sm')}), 26px)`,
      },
    }),
    // Its label wraps with large text: shared/build/large-text.css.
  },
  // An icon button's glyph is drawn in px and does not grow with the text: past 48 px the button would only take the
  // room of the text beside it ('Payment information' at 200 %).
  ActionIcon: { vars: (_: unknown, { size }: Sized) => ({ root: { '--ai-size': iconTarget('ai-size', size, 'md') } }) },
  CloseButton: { vars: (_: unknown, { size }: Sized) => ({ root: { '--cb-size': iconTarget('cb-size', size, 'md') } }) },
  // Input is what TextInput, Select, NativeSelect, PasswordInput, Textarea and the date inputs draw their field with.
  Input: { vars: (_: unknown, { size }: Sized) => ({ wrapper: { '--input-height': atLeastTarget('input-height', size, 'sm') } }) },
  Combobox: { styles: { option: { minHeight: MIN_TARGET, display: 'flex', alignItems: 'center' } } },
  Radio: { styles: labelledBox },
  Checkbox: { styles: labelledBox },
  // With large text a long word of a heading ('information' at 200 %) is wider than a phone: it breaks rather than
  // pushing the page sideways (anywhere, unlike break-word, also lets a heading in a row shrink below its longest word).
  // Headings grow with the text but less than it on a narrow screen (an h1 of 68 px at 200 % broke 'Welcome' over two
  // lines); a variable, so that a screen's own font size for a heading still applies.
  Title: {
    styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } },
    vars: (_: unknown, { order, size }: { order?: number; size?: unknown }) => {
      const named = size === undefined ? `h${order ?? 1}` : size;
      if (typeof named !== 'string' || !/^h[1-6]$/.test(named)) return { root: {} };
      const base = `var(--mantine-${named}-font-size)`;
      return { root: { '--title-fz': `min(${base}, calc(${base} / 2 + 5.5vw))` } };
    },
  },
};
