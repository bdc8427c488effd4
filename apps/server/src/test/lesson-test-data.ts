import type { TrainingCard, TrainingCardSummary } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import { bearer, tokenFor } from './sign-in';

/** The user's French training card and its first skill, to start lessons with. */
export async function frenchCardAndSkill(app: FastifyInstance, email = 'head@demo.ch') {
  const headers = bearer(await tokenFor(app, email));
  const read = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json().data;
  const cards = (await read('/api/training-cards')) as TrainingCardSummary[];
  const summary = cards.find((card) => card.language === 'fr');
  const card = (await read(`/api/training-cards/${summary?.id}`)) as TrainingCard;
  const skill = card.tree[0]?.themes[0]?.skills[0];
  if (!skill) throw new Error(`${email} has no French skill`);
  return { card, skill };
}
