import type { LicenceBatch, Plan, PlanInput } from '@ds/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const PATH = '/subscription-plans';
const PLANS_KEY = ['subscription-plans'] as const;

/** Every plan, withdrawn ones included (the product administrator's list). */
export function usePlans() {
  return useRecordList<Plan>(PATH, PLANS_KEY);
}

/** Reads the list afresh and answers one plan: what the form starts over from after someone else's change. */
export function useReadPlan() {
  return useReadRecord<Plan>(PATH, PLANS_KEY);
}

export function useSavePlan() {
  return useSaveRecord<PlanInput, Plan>(PATH, PLANS_KEY);
}

/** Withdraws a plan from sale, or offers it again. */
export function useSetPlanDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<Plan>(`${PATH}/${id}/disabled`, { method: 'PUT', body: { disabled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

/** Generates `count` licence keys of a plan: the answer is the only time the keys are shown. */
export function useGenerateKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, count }: { id: string; count: number }) =>
      api<LicenceBatch>(`${PATH}/${id}/key-batches`, { method: 'POST', body: { count } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
