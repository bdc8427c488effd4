import type { BookingPolicy } from '@ds/domain';

/**
 * What the rules form edits: switches and choices as the controls hold them (strings for the
 * segmented and multi choices), a NumberInput's '' while a number is emptied.
 */
export interface PolicyFormValues {
  published: boolean;
  horizonWeeks: number | string;
  noticeUnit: BookingPolicy['noticeUnit'];
  noticeAmount: number | string;
  lessonLengths: string[];
  stepMinutes: string;
  bufferMinutes: number | string;
  requireConfirmation: boolean;
  maxOpenBookings: number | string;
  freeCancellationHours: string;
}

export function policyFormValues(policy: BookingPolicy): PolicyFormValues {
  return {
    published: policy.published,
    horizonWeeks: policy.horizonWeeks,
    noticeUnit: policy.noticeUnit,
    noticeAmount: policy.noticeAmount,
    lessonLengths: policy.lessonLengths.map(String),
    stepMinutes: String(policy.stepMinutes),
    bufferMinutes: policy.bufferMinutes,
    requireConfirmation: policy.requireConfirmation,
    maxOpenBookings: policy.maxOpenBookings,
    freeCancellationHours: String(policy.freeCancellationHours),
  };
}

/** An emptied number is missing (the schema says "required"), never 0. */
const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

/** What the save checks with the domain schema and sends: numbers, lengths in order, and the version read. */
export function toPolicyCandidate(values: PolicyFormValues, version: number | undefined): Record<string, unknown> {
  return {
    published: values.published,
    horizonWeeks: numberOf(values.horizonWeeks),
    noticeUnit: values.noticeUnit,
    noticeAmount: numberOf(values.noticeAmount),
    lessonLengths: values.lessonLengths.map(Number).sort((a, b) => a - b),
    stepMinutes: Number(values.stepMinutes),
    bufferMinutes: numberOf(values.bufferMinutes),
    requireConfirmation: values.requireConfirmation,
    maxOpenBookings: numberOf(values.maxOpenBookings),
    freeCancellationHours: Number(values.freeCancellationHours),
    version,
  };
}
