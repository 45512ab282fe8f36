import { DEFAULT_THEME } from '@mantine/core';

const { colors } = DEFAULT_THEME;

const PALETTE_VARIABLE = /^--mantine-color-([a-z]+)-(\d)$/;

/** A CSS variable as the page defines it: the MantineProvider's style tag first, then the palette. */
function variableValue(name: string): string | null {
  for (const style of document.querySelectorAll('style[data-mantine-styles]')) {
    const value = style.textContent?.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    if (value) return value;
  }
  const palette = name.match(PALETTE_VARIABLE);
  if (!palette) return null;
  const [, colour, shade] = palette;
  return colors[colour as string]?.[Number(shade)] ?? null;
}

function resolve(value: string): string | null {
  const variable = value.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (!variable) return value;
  const next = variableValue(variable);
  return next === null ? null : resolve(next);
}

/**
 * The colour an element's text is drawn in on the light scheme. jsdom loads no Mantine stylesheet, so an
 * element without a colour of its own takes the component's default, which the caller names (Mantine
 * draws input errors in --mantine-color-error). Variables resolve through what the app's MantineProvider
 * writes, the shared theme's readable-colour resolver included, then through Mantine's default palette.
 */
export function shownColour(element: HTMLElement, componentDefault: string): string | null {
  return resolve(element.style.color || `var(${componentDefault})`);
}
