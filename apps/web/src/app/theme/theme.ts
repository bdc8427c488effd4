import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { AA_TEXT_CONTRAST, contrastRatio, readableOn } from '../../lib/contrast';
import i18n from '../../lib/i18n';

const WHITE = '#ffffff';
const GRAY = DEFAULT_THEME.colors.gray;
/** Dimmed text, readable on white and on the light grays of cards, stripes and hovers (#868e96 was 3.3:1). */
const DIMMED = readableOn(['#62686f'], [WHITE, GRAY[0], GRAY[1], GRAY[2]]);

interface AccessibleShades {
  /** Background of filled buttons and badges, and the text colour on it. */
  filled: string;
  filledHover: string;
  onFilled: string;
  /** Text of light variants (on shade 1, hover shade 2). */
  lightText: string;
  /** Text of outline, subtle and transparent variants, links and `c="<color>"`, on white and light gray hovers. */
  text: string;
}

/**
 * For each palette colour, the shades that keep WCAG AA (4.5:1) text contrast in the light
 * scheme, computed from the palette instead of chosen by hand: Mantine's defaults put white on
 * shade 6 (blue: 3.6:1) and shade 9 text on shade 1 (yellow: 2.7:1).
 */
export function accessibleShades(palette: MantineColorsTuple): AccessibleShades {
  const darkFirst = palette.slice(6);
  const whiteReadable = darkFirst.find((shade) => contrastRatio(WHITE, shade) >= AA_TEXT_CONTRAST);
  const filled = whiteReadable ?? palette[6];
  const filledIndex = palette.indexOf(filled);
  return {
    filled,
    filledHover: palette[Math.min(filledIndex + 1, 9)] ?? filled,
    onFilled: whiteReadable ? WHITE : readableOn(['#000000'], [filled]),
    lightText: readableOn(palette.slice(7), [palette[1], palette[2], WHITE]),
    text: readableOn(darkFirst, [WHITE, GRAY[0], GRAY[1], palette[0]]),
  };
}

const SHADES = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessibleShades(palette)]),
);

/** Mantine's per-colour variables, replaced by the accessible shades (light scheme; the app has no dark one). */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': SHADES.red?.text ?? '',
    '--mantine-color-anchor': SHADES.blue?.text ?? '',
  };
  for (const [name, shades] of Object.entries(SHADES)) {
    light[`--mantine-color-${name}-filled`] = shades.filled;
    light[`--mantine-color-${name}-filled-hover`] = shades.filledHover;
    light[`--mantine-color-${name}-light-color`] = shades.lightText;
    light[`--mantine-color-${name}-outline`] = shades.text;
    light[`--mantine-color-${name}-text`] = shades.text;
  }
  return { variables: {}, light, dark: {} };
};

/** Filled variants write black on a colour too light for white (yellow); the rest is Mantine's. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor && parsed.shade === undefined ? SHADES[parsed.color] : undefined;
  if (!shades) return colors;
  if (input.variant === 'filled') return { ...colors, color: shades.onFilled };
  if (input.variant === 'subtle' || input.variant === 'transparent') return { ...colors, color: shades.text };
  return colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  variantColorResolver,
  // Menus, modals and sections open without animation for those who ask their system for less
  // motion (WCAG 2.3.3); the browser tests ask for it too, so nothing moves under a click.
  respectReducedMotion: true,
  components: {
    // Its arrows are icons: each gets a translated name (WCAG 4.1.2), read when the page renders.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': i18n.t(`common:pagination.${control}`),
        }),
      },
    },
    // A table wider than the phone scrolls sideways: its scrolling area takes the keyboard focus,
    // so it can be scrolled without a mouse (WCAG 2.1.1).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});
