import type { Plan, PlanInput } from '@ds/domain';

/** What the plan form edits: every field of the input; the users it is restricted to are kept as they are. */
export type PlanFormValues = PlanInput;

export const EMPTY_PLAN: PlanFormValues = {
  nameFr: '',
  nameDe: '',
  nameIt: '',
  descriptionFr: '',
  descriptionDe: '',
  descriptionIt: '',
  licenceCount: 1,
  modules: [],
  price: 0,
  paymentModes: ['card', 'invoice'],
  roles: [],
  userIds: [],
  daysPerLicence: 365,
  monthlySms: 0,
};

export function planFormValuesOf(plan: Plan | null): PlanFormValues {
  if (!plan) return EMPTY_PLAN;
  const { id: _id, version: _version, disabled: _disabled, licencesIssued: _issued, ...values } = plan;
  return values;
}
