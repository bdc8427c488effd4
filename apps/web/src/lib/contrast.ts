/** WCAG 2.2 contrast (success criterion 1.4.3): relative luminance of sRGB hex colours. */
export const AA_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour mixed with black by `amount` (0–1), as hex. */
export function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((channel) =>
      Math.round(channel * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The first of `candidates` readable on every background (≥ 4.5:1); past the last, the last one
 * darkened step by step until it is.
 */
export function readableOn(candidates: readonly string[], backgrounds: readonly string[]): string {
  const readable = (color: string) =>
    backgrounds.every((background) => contrastRatio(color, background) >= AA_TEXT_CONTRAST);
  const found = candidates.find(readable);
  if (found) return found;
  let color = candidates.at(-1) ?? '#000000';
  for (let step = 0; step < 20 && !readable(color); step++) color = darken(color, 0.08);
  return color;
}

/** White or black, whichever reads better on a background colour (one of them always reaches 4.5:1). */
export function textOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
