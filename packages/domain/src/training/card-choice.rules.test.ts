import { describe, expect, it } from 'vitest';
import { preferredCard } from './card-choice.rules';

const cards = [
  { id: 'fr', language: 'fr' },
  { id: 'de', language: 'de' },
];

describe('the card a learner is taught on', () => {
  it('is in the first language given that a card is written in', () => {
    expect(preferredCard(cards, ['de', 'fr'])?.id).toBe('de');
    expect(preferredCard(cards, [null, 'de-CH', 'fr'])?.id).toBe('de');
    expect(preferredCard(cards, ['it', undefined, 'de'])?.id).toBe('de');
  });

  it('falls back to the first card, and to none without cards', () => {
    expect(preferredCard(cards, ['it', 'en'])?.id).toBe('fr');
    expect(preferredCard([], ['fr'])).toBeUndefined();
  });
});
