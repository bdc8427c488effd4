import { renderTemplate } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { sampleContext } from './sample-context';

const words = { lesson: 'Leçon de conduite B', title: 'Leçon', description: 'Autoroute' };

describe('sampleContext', () => {
  it('is tomorrow in Swiss time (00:30 there, still the 28th in UTC), 14:00 to 15:30 after the switch to summer time', () => {
    const context = sampleContext(words, new Date('2026-03-28T23:30:00Z'));
    expect(renderTemplate('{date} {start}–{end}', context, 'fr')).toBe('30.03.2026 14:00–15:30');
  });

  it('fills every tag of the sample student and lesson', () => {
    const context = sampleContext(words, new Date('2026-01-10T09:00:00Z'));
    expect(renderTemplate('{firstname} {name}, {lesson}, {place}, {whatsapp}', context, 'fr')).toBe(
      'Léa Rochat, Leçon de conduite B, Place de la Gare, Lausanne, https://wa.me/41791234567',
    );
  });
});
