import { createTheme, Loader, type CSSVariablesResolver, type MantineColorShade, type MantineThemeOverride } from '@mantine/core';
import { colorShades, readableShade, venueHex } from './colour';
import { touchTargetComponents } from './touch-targets';

// While Open Sans downloads, text paints in a local font scaled to its metrics (shared/build/open-sans.css).
export const FONT_FAMILY = "'Open Sans', 'Open Sans Fallback', sans-serif";

/** The app's Mantine theme in the venue's colour; an unusable colour falls back to the default. */
export function createVenueTheme(colour?: string | null): MantineThemeOverride {
  const shades = colorShades(venueHex(colour));
  return createTheme({
    primaryColor: 'venue',
    primaryShade: readableShade(shades) as MantineColorShade,
    colors: { venue: shades },
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    components: {
      ...touchTargetComponents,
      // A loader is labelled "Loading…" for screen readers; aria-label is only allowed on an element with a role.
      // It is grey: the first ones turn while the venue, and so its colour, is still on its way, and in
      // the default pink they announced another brand before the venue's own colour replaced it.
      Loader: Loader.extend({ defaultProps: { role: 'status', color: 'gray' } }),
    },
  });
}

/**
 * Mantine's default error red (red.6) and dimmed grey (gray.6) read below 4.5:1 on white; every app
 * passes this to its MantineProvider so no screen has to darken them by hand.
 */
export const readableCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-dimmed': theme.colors.gray[7],
  },
  dark: {},
});
