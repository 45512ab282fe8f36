import { DEFAULT_THEME_COLOR, colorShades, contrastWithWhite, normalizeHexColor, readableShade } from './colour';
import { createVenueTheme, readableCssVariables } from './venue-theme';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';

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
    expect(theme.fontFamily).toBe("'Open Sans', 'Open Sans Fallback', sans-serif");
    expect(theme.headings?.fontFamily).toBe("'Open Sans', 'Open Sans Fallback', sans-serif");
  });

  it(`defaults to ${DEFAULT_THEME_COLOR}`, () => {
    expect(createVenueTheme().colors?.venue?.[6]).toBe('#ff3366');
    expect(createVenueTheme('not a colour').colors?.venue?.[6]).toBe('#ff3366');
  });
});

describe('loaders', () => {
  it('announce themselves as a status, so their "Loading…" label reaches screen readers', () => {
    expect(createVenueTheme().components?.Loader?.defaultProps).toMatchObject({ role: 'status' });
  });

  it('turn in a neutral grey, not in the default pink, while the venue colour may still be unknown', () => {
    expect(createVenueTheme().components?.Loader?.defaultProps).toMatchObject({ color: 'gray' });
    expect(createVenueTheme('#1F7A5C').components?.Loader?.defaultProps).toMatchObject({ color: 'gray' });
  });
});

describe('readable colours', () => {
  it('keeps a dark venue colour as it is', () => {
    expect(createVenueTheme('#1F7A5C').primaryShade).toBe(6);
  });

  it('darkens the default pink just enough for white button text and links to pass WCAG AA', () => {
    const shades = colorShades(DEFAULT_THEME_COLOR);
    const shade = readableShade(shades);
    expect(shade).toBeGreaterThan(6);
    expect(contrastWithWhite(shades[shade] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(shades[shade - 1] as string)).toBeLessThan(4.5);
    expect(createVenueTheme().primaryShade).toBe(shade);
  });

  it('falls back to the darkest shade for a very light colour', () => {
    expect(readableShade(colorShades('#ffff99'))).toBe(9);
  });

  it('gives error and dimmed text a colour that reads at 4.5:1 on white', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createTheme({}));
    const { light } = readableCssVariables(theme);
    for (const variable of ['--mantine-color-error', '--mantine-color-dimmed']) {
      expect(contrastWithWhite(light[variable as keyof typeof light] as string)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('touch targets', () => {
  const vars = (component: string, props: Record<string, unknown>) => {
    const entry = createVenueTheme().components?.[component] as {
      vars: (theme: unknown, props: Record<string, unknown>) => Record<string, Record<string, string>>;
    };
    return entry.vars(DEFAULT_THEME, props);
  };

  it.each([
    ['ActionIcon', '--ai-size', 'ai-size'],
    ['CloseButton', '--cb-size', 'cb-size'],
  ])('make every %s 44 to 48 px: its icon does not grow with the text', (component, variable, scale) => {
    expect(vars(component, {}).root?.[variable]).toBe(`clamp(44px, var(--${scale}-md), 48px)`);
    expect(vars(component, { size: 'lg' }).root?.[variable]).toBe(`clamp(44px, var(--${scale}-lg), 48px)`);
    expect(vars(component, { size: 60 }).root?.[variable]).toBe('max(44px, calc(3.75rem * var(--mantine-scale)))');
  });

  it.each([
    ['Button', 'root', '--button-height', 'sm', 'button-height'],
    ['Input', 'wrapper', '--input-height', 'sm', 'input-height'],
  ])('make every %s at least 44 px, whatever its size', (component, part, variable, fallback, scale) => {
    expect(vars(component, {})[part]?.[variable]).toBe(`max(44px, var(--${scale}-${fallback}))`);
    expect(vars(component, { size: 'xs' })[part]?.[variable]).toBe(`max(44px, var(--${scale}-xs))`);
    expect(vars(component, { size: 'compact-md' })[part]?.[variable]).toBe(`max(44px, var(--${scale}-compact-md))`);
    expect(vars(component, { size: 60 })[part]?.[variable]).toBe('max(44px, calc(3.75rem * var(--mantine-scale)))');
  });

  it('give radios and checkboxes a label row as tall as a target', () => {
    for (const component of ['Radio', 'Checkbox']) {
      expect(createVenueTheme().components?.[component]?.styles).toMatchObject({ label: { minHeight: '44px' } });
    }
  });

  it('let a heading break a word too long for the screen rather than scroll the page sideways', () => {
    expect(createVenueTheme().components?.Title?.styles).toMatchObject({ root: { overflowWrap: 'anywhere' } });
  });

  it('let headings grow with the text, but less than it on a narrow screen', () => {
    expect(vars('Title', { order: 1 }).root?.['--title-fz']).toBe(
      'min(var(--mantine-h1-font-size), calc(var(--mantine-h1-font-size) / 2 + 5.5vw))',
    );
    expect(vars('Title', { order: 1, size: 'h3' }).root?.['--title-fz']).toBe(
      'min(var(--mantine-h3-font-size), calc(var(--mantine-h3-font-size) / 2 + 5.5vw))',
    );
    expect(vars('Title', { order: 2, size: 40 }).root).toEqual({});
  });
});
