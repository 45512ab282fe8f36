import type { MantineColorsTuple } from '@mantine/core';

export const DEFAULT_THEME_COLOR = '#FF3366';

const DEFAULT_HEX = '#ff3366';

/** '#abc', 'abc', '#AABBCC' → '#aabbcc'; null for anything that is not a hex colour. */
export function normalizeHexColor(input: string | null | undefined): string | null {
  const hex = input?.trim().replace(/^#/, '') ?? '';
  if (/^[0-9a-f]{3}$/i.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`.toLowerCase();
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex}`.toLowerCase();
  return null;
}

/** The venue's colour as '#rrggbb', the default when it is unusable. */
export const venueHex = (colour: string | null | undefined): string => normalizeHexColor(colour) ?? DEFAULT_HEX;

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: readonly number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const mix = (rgb: readonly number[], target: number, weight: number): number[] => rgb.map((c) => c + (target - c) * weight);

/** Tints towards white at 0-5, the colour itself at 6 (Mantine's light primary shade), shades towards black at 7-9. */
const TINTS = [0.9, 0.78, 0.62, 0.46, 0.3, 0.15];
const SHADES = [0.12, 0.24, 0.36];

/** The ten-shade tuple Mantine needs, built from one venue colour. */
export function colorShades(colour: string): MantineColorsTuple {
  const base = channels(venueHex(colour));
  return [
    ...TINTS.map((weight) => toHex(mix(base, 255, weight))),
    toHex(base),
    ...SHADES.map((weight) => toHex(mix(base, 0, weight))),
  ] as unknown as MantineColorsTuple;
}

const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/** WCAG AA for normal text. */
export const READABLE_CONTRAST = 4.5;

/**
 * The lightest shade from 6 on that white text (on a button) and the colour as text (a link) both
 * read at WCAG AA: a light venue colour such as the default pink is darkened just enough.
 */
export function readableShade(shades: readonly string[]): number {
  for (let index = 6; index < shades.length; index += 1) {
    if (contrastWithWhite(shades[index] as string) >= READABLE_CONTRAST) return index;
  }
  return shades.length - 1;
}
