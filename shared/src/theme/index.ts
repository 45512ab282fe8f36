export { DEFAULT_THEME_COLOR, colorShades, normalizeHexColor, venueHex } from './colour';
export { FONT_FAMILY, createVenueTheme } from './venue-theme';
