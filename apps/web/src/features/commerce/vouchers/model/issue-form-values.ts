import { dayPlus } from '@ds/domain';

/** The issue form as typed: the amount in CHF (NaN while empty), the validity as YYYY-MM-DD. */
export interface IssueFormValues {
  amount: number;
  validFrom: string;
  validTo: string;
  buyerName: string;
  beneficiaryName: string;
}

/** Valid from today for two years, the usual life of a gift voucher. */
export function newIssueValues(today: string): IssueFormValues {
  return { amount: Number.NaN, validFrom: today, validTo: dayPlus(today, 730), buyerName: '', beneficiaryName: '' };
}
