import type { TrainingCard } from '@ds/domain';
import type { PartLevel } from '../api/training-cards-api';

/** A list that can be put in order: its level and what it hangs from (droppable ids carry both). */
export interface OrderedList {
  level: PartLevel;
  parentId: string;
}

export const listId = ({ level, parentId }: OrderedList) => `${level}:${parentId}`;

export function parseListId(id: string): OrderedList {
  const [level, parentId = ''] = id.split(':');
  return { level: level as PartLevel, parentId };
}

/** The ids of a list of the card, in its current order. */
export function idsOf(card: TrainingCard, { level, parentId }: OrderedList): string[] {
  if (level === 'domain') return card.tree.map((domain) => domain.id);
  if (level === 'theme')
    return card.tree.find((domain) => domain.id === parentId)?.themes.map((theme) => theme.id) ?? [];
  const theme = card.tree.flatMap((domain) => domain.themes).find((candidate) => candidate.id === parentId);
  if (!theme) return [];
  return (level === 'objective' ? theme.objectives : theme.skills).map((part) => part.id);
}

/** The domain, theme, objective or skill `id` of the card, as the card holds it now (if it still does). */
export function partOf(card: TrainingCard, level: PartLevel, id: string) {
  const themes = card.tree.flatMap((domain) => domain.themes);
  switch (level) {
    case 'domain':
      return card.tree.find((domain) => domain.id === id);
    case 'theme':
      return themes.find((theme) => theme.id === id);
    case 'objective':
      return themes.flatMap((theme) => theme.objectives).find((objective) => objective.id === id);
    case 'skill':
      return themes.flatMap((theme) => theme.skills).find((skill) => skill.id === id);
  }
}

/** `ids` with the item at `from` moved to `to`. */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function inOrder<Part extends { id: string; position: number }>(parts: Part[], ids: readonly string[]): Part[] {
  return ids.flatMap((id, position) => {
    const part = parts.find((candidate) => candidate.id === id);
    return part ? [{ ...part, position }] : [];
  });
}

/** The card as it will be once the list is in the order `ids` (shown at once, before the answer). */
export function withOrder(card: TrainingCard, list: OrderedList, ids: readonly string[]): TrainingCard {
  if (list.level === 'domain') return { ...card, tree: inOrder(card.tree, ids) };
  return {
    ...card,
    tree: card.tree.map((domain) => {
      if (list.level === 'theme')
        return domain.id === list.parentId ? { ...domain, themes: inOrder(domain.themes, ids) } : domain;
      return {
        ...domain,
        themes: domain.themes.map((theme) => {
          if (theme.id !== list.parentId) return theme;
          return list.level === 'objective'
            ? { ...theme, objectives: inOrder(theme.objectives, ids) }
            : { ...theme, skills: inOrder(theme.skills, ids) };
        }),
      };
    }),
  };
}
