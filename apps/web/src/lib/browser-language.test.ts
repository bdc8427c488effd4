import { describe, expect, it } from 'vitest';
import { browserLocale } from './browser-language';

describe('browserLocale', () => {
  it('takes German, French or Italian in any regional form', () => {
    for (const tag of ['de-CH', 'de-DE', 'de']) expect(browserLocale([tag])).toBe('de-CH');
    for (const tag of ['fr', 'fr-FR', 'fr-CH']) expect(browserLocale([tag])).toBe('fr-CH');
    for (const tag of ['it', 'it-IT', 'it_CH']) expect(browserLocale([tag])).toBe('it-CH');
  });

  it('takes the first offered language in the order of preference', () => {
    expect(browserLocale(['en-US', 'it-CH', 'de-CH'])).toBe('it-CH');
  });

  it('gives English and other browsers the default, French', () => {
    expect(browserLocale(['en-US', 'en'])).toBe('fr-CH');
    expect(browserLocale(['rm', 'pt-BR'])).toBe('fr-CH');
    expect(browserLocale([])).toBe('fr-CH');
  });
});
