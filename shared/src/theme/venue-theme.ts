import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { colorShades, venueHex } from './colour';

export const FONT_FAMILY = 'Open Sans, sans-serif';

/** The app's Mantine theme in the venue's colour; an unusable colour falls back to the default. */
export function createVenueTheme(colour?: string | null): MantineThemeOverride {
  return createTheme({
    primaryColor: 'venue',
    primaryShade: 6,
    colors: { venue: colorShades(venueHex(colour)) },
    // Light venue colours still need readable button text.
    autoContrast: true,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
  });
}
