import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, darken, readableOn, textOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.56, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('takes the first readable candidate, or darkens the last until it reads', () => {
    const blue = DEFAULT_THEME.colors.blue;
    expect(readableOn(blue.slice(6), ['#ffffff'])).toBe(blue[8]);
    const yellow = readableOn(DEFAULT_THEME.colors.yellow.slice(6), ['#ffffff', DEFAULT_THEME.colors.yellow[1]]);
    expect(contrastRatio(yellow, DEFAULT_THEME.colors.yellow[1])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(darken('#ffffff', 0.5)).toBe('#808080');
  });

  it('writes white on a dark calendar colour and black on a light one, always readable', () => {
    expect(textOn('#1c5fb8')).toBe('#ffffff');
    expect(textOn('#fab005')).toBe('#000000');
    for (const colour of ['#777777', '#ff0000', '#00ff00', '#0000ff', '#1c7ed6', '#e67700']) {
      expect(contrastRatio(textOn(colour), colour)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
