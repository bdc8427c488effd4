import type {
  DomainInput,
  ObjectiveInput,
  SkillInput,
  ThemeInput,
  TrainingCard,
  TrainingCardInput,
  TrainingCardSummary,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceBody, type SaveVariables, useDeleteRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const LIST_KEY = ['training-cards'];
const cardKey = (id: string) => ['training-cards', id];

export function useTrainingCards() {
  return useRecordList<TrainingCardSummary>('/training-cards', LIST_KEY);
}

const readCard = (id: string) => api<TrainingCard>(`/training-cards/${id}`);

export function useTrainingCard(id: string | null) {
  return useQuery({
    queryKey: cardKey(id ?? ''),
    queryFn: () => readCard(id ?? ''),
    enabled: id !== null,
  });
}

/**
 * Reads a card afresh, with everything in it (the open card and the list show the fresh one too):
 * what the card form and a part form start over from after a change someone else made.
 */
export function useReadTrainingCard() {
  const client = useQueryClient();
  return async (id: string) => {
    const card = await client.fetchQuery({ queryKey: cardKey(id), queryFn: () => readCard(id), staleTime: 0 });
    void client.invalidateQueries({ queryKey: LIST_KEY, exact: true });
    return card;
  };
}

export function useSaveTrainingCard() {
  return useSaveRecord<TrainingCardInput, TrainingCard>('/training-cards', LIST_KEY);
}

export function useDeleteTrainingCard() {
  return useDeleteRecord('/training-cards', LIST_KEY);
}

/** Every call on a card answers the whole card: it replaces the one shown, and the list is read again. */
function useCardAnswer() {
  const client = useQueryClient();
  return (card: TrainingCard) => {
    client.setQueryData(cardKey(card.id), card);
    void client.invalidateQueries({ queryKey: LIST_KEY, exact: true });
  };
}

export function useCopyTrainingCard() {
  const answered = useCardAnswer();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<{ name: string }>) =>
      api<TrainingCard>(`/training-cards/${id}/copy`, { method: 'POST', body: input }),
    onSuccess: answered,
  });
}

export type PartLevel = 'domain' | 'theme' | 'objective' | 'skill';
export type PartValues = { domain: DomainInput; theme: ThemeInput; objective: ObjectiveInput; skill: SkillInput };

/** Where each level lives, and the list it is part of under its parent. */
const PART_PATHS: Record<PartLevel, { own: string; parent: string; list: string }> = {
  domain: { own: 'training-card-domains', parent: 'training-cards', list: 'domains' },
  theme: { own: 'training-card-themes', parent: 'training-card-domains', list: 'themes' },
  objective: { own: 'training-card-objectives', parent: 'training-card-themes', list: 'objectives' },
  skill: { own: 'training-card-skills', parent: 'training-card-themes', list: 'skills' },
};

/**
 * Saves a part of a card: `id` null adds it under `parentId` (last), an id changes it at the
 * card's version read (a part has none of its own). The variables follow `SaveVariables`, so the
 * part form uses the shared validated save.
 */
export function useSavePart<Level extends PartLevel>(level: Level, parentId: string) {
  const answered = useCardAnswer();
  const paths = PART_PATHS[level];
  return useMutation({
    mutationFn: ({ id, input, version }: SaveVariables<PartValues[Level]>) =>
      id
        ? api<TrainingCard>(`/${paths.own}/${id}`, { method: 'PUT', body: replaceBody(input, version) })
        : api<TrainingCard>(`/${paths.parent}/${parentId}/${paths.list}`, { method: 'POST', body: input }),
    onSuccess: answered,
  });
}

export function useDeletePart(level: PartLevel) {
  const answered = useCardAnswer();
  return useMutation({
    mutationFn: (id: string) => api<TrainingCard>(`/${PART_PATHS[level].own}/${id}`, { method: 'DELETE' }),
    onSuccess: answered,
  });
}

/** Puts the parts of one level under a parent in a new order. */
export function useReorderParts(level: PartLevel) {
  const answered = useCardAnswer();
  const paths = PART_PATHS[level];
  return useMutation({
    mutationFn: ({ parentId, ids }: { parentId: string; ids: string[] }) =>
      api<TrainingCard>(`/${paths.parent}/${parentId}/${paths.list}/order`, { method: 'PUT', body: { ids } }),
    onSuccess: answered,
  });
}
