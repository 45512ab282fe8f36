import { DEFAULT_THEME_COLOR, colorShades, normalizeHexColor } from './colour';
import { createVenueTheme } from './venue-theme';

describe('normalizeHexColor', () => {
  it('accepts short, long and hash-less hex', () => {
    expect(normalizeHexColor('#F36')).toBe('#ff3366');
    expect(normalizeHexColor('FF3366')).toBe('#ff3366');
    expect(normalizeHexColor(' #00aa11 ')).toBe('#00aa11');
  });

  it('rejects anything else', () => {
    expect(normalizeHexColor('red')).toBeNull();
    expect(normalizeHexColor('#12345')).toBeNull();
    expect(normalizeHexColor(null)).toBeNull();
  });
});

describe('colorShades', () => {
  it('builds ten shades from light to dark with the colour itself at 6', () => {
    const shades = colorShades('#FF3366');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#ff3366');
    expect(shades[0]).toBe('#ffebf0');
    expect(shades[9]).toBe('#a32141');
    const lightness = shades.map((hex) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });
});

describe('createVenueTheme', () => {
  it('uses the venue colour as primary and Open Sans', () => {
    const theme = createVenueTheme('#0a7');
    expect(theme.primaryColor).toBe('venue');
    expect(theme.colors?.venue?.[6]).toBe('#00aa77');
    expect(theme.fontFamily).toBe('Open Sans, sans-serif');
    expect(theme.headings?.fontFamily).toBe('Open Sans, sans-serif');
  });

  it(`defaults to ${DEFAULT_THEME_COLOR}`, () => {
    expect(createVenueTheme().colors?.venue?.[6]).toBe('#ff3366');
    expect(createVenueTheme('not a colour').colors?.venue?.[6]).toBe('#ff3366');
  });
});
