import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../lib/contrast';
import { accessibleShades, cssVariablesResolver, theme } from './theme';

describe('theme colours', () => {
  it('keeps AA contrast for every colour of the palette in every variant', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      const shades = accessibleShades(palette);
      const pairs: [string, string, string][] = [
        ['filled', shades.onFilled, shades.filled],
        ['light', shades.lightText, palette[1]],
        ['light hover', shades.lightText, palette[2]],
        ['text', shades.text, '#ffffff'],
        ['text on gray', shades.text, DEFAULT_THEME.colors.gray[1]],
      ];
      for (const [variant, text, background] of pairs) {
        expect(contrastRatio(text, background), `${name} ${variant}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    }
  });

  it('puts white on blue buttons and black on yellow ones', () => {
    expect(accessibleShades(DEFAULT_THEME.colors.blue)).toMatchObject({ filled: '#1971c2', onFilled: '#ffffff' });
    expect(accessibleShades(DEFAULT_THEME.colors.yellow).onFilled).toBe('#000000');
  });

  it('gives dimmed text at least 4.5:1 on white and light grays', () => {
    const dimmed = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light['--mantine-color-dimmed'] ?? '';
    for (const background of ['#ffffff', ...DEFAULT_THEME.colors.gray.slice(0, 3)]) {
      expect(contrastRatio(dimmed, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
