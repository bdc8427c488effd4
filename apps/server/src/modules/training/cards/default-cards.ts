import { TRAINING_CARD_LANGUAGES, type TrainingCardLanguage } from '@ds/domain';
import type { Db } from '../../../db/client';
import { SWISS_CARD, SWISS_CARD_SOURCE } from './swiss-card.reference';
import {
  type CardTree,
  findMonitorsWithoutDefaultCards,
  insertCardTree,
  markDefaultCardsGiven,
} from './training-cards.repo';

/** The reference card written in one language. */
export function swissCardIn(language: TrainingCardLanguage): CardTree {
  return {
    card: {
      name: SWISS_CARD.name[language],
      language,
      level: SWISS_CARD.level,
      validUntil: null,
      source: SWISS_CARD_SOURCE,
    },
    domains: SWISS_CARD.domains.map((domain) => ({
      name: domain.name[language],
      format: domain.format,
      skillText: domain.skillText[language],
      themes: domain.themes.map((theme) => ({
        name: theme.name[language],
        enabled: true,
        objectives: theme.objectives.map((objective) => objective[language]),
        skills: theme.skills.map((skill) => ({
          name: skill.name[language],
          pedagogicalObjective: skill.pedagogicalObjective[language],
          enabled: true,
        })),
      })),
    })),
  };
}

/**
 * Spec issue 7: a monitor's default cards, the Swiss category B card in French, German and
 * Italian, given once (a card he deletes later is not given again).
 */
export async function giveDefaultTrainingCards(db: Db, owner: { id: string; schoolId: string | null }): Promise<void> {
  for (const language of TRAINING_CARD_LANGUAGES) await insertCardTree(db, owner, swissCardIn(language));
  await markDefaultCardsGiven(db, owner.id);
}

/** Gives the default cards to every monitor who has not had them yet (existing accounts, at start). */
export async function giveDefaultTrainingCardsToAll(db: Db): Promise<number> {
  const waiting = await findMonitorsWithoutDefaultCards(db);
  for (const owner of waiting) {
    await db.transaction((tx) => giveDefaultTrainingCards(tx, owner));
  }
  return waiting.length;
}
