export {
  DEFAULT_THEME_COLOR,
  READABLE_CONTRAST,
  colorShades,
  contrastWithWhite,
  normalizeHexColor,
  readableShade,
  venueHex,
} from './colour';
export { FONT_FAMILY, createVenueTheme, readableCssVariables } from './venue-theme';
