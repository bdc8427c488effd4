import { formatPhone, formatSwissDay, parseSwissDate, type Student, type StudentInput } from '@ds/domain';
import {
  type AddressWithBillingValues,
  addressCandidate,
  addressWithBillingValuesOf,
} from '@/lib/postal-address-values';

/** What the student form edits: text as typed (birth date DD.MM.YYYY), empty meaning "none". */
export interface StudentFormValues extends AddressWithBillingValues {
  gender: StudentInput['gender'];
  name: string;
  firstname: string;
  birthDate: string;
  faber: string;
  email: string;
  mobile: string;
  originPlace: string;
  registryNumber: string;
  language: StudentInput['language'];
  comments: string;
}

export function studentFormValues(student: Student | null): StudentFormValues {
  return {
    gender: student?.gender ?? null,
    name: student?.name ?? '',
    firstname: student?.firstname ?? '',
    birthDate: student?.birthDate ? formatSwissDay(student.birthDate) : '',
    faber: student?.faber ?? '',
    email: student?.email ?? '',
    mobile: student?.mobile ? formatPhone(student.mobile) : '',
    ...addressWithBillingValuesOf(student, student?.billing ?? null),
    originPlace: student?.originPlace ?? '',
    registryNumber: student?.registryNumber ?? '',
    language: student?.language ?? null,
    comments: student?.comments ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** Whether the typed birth date is text that is not a real DD.MM.YYYY day. */
export function isUnreadableDate(text: string): boolean {
  return text.trim() !== '' && parseSwissDate(text) === null;
}

/**
 * The candidate the domain schema `studentInput` checks: an unreadable birth date is passed on
 * as typed so the schema refuses it, and a missing one as undefined so it reads "required".
 */
export function toStudentCandidate(values: StudentFormValues): Record<string, unknown> {
  const { billingSameAsAddress: _billingSame, billing: _billing, birthDate, ...fields } = values;
  return {
    ...fields,
    ...addressCandidate(values),
    birthDate: birthDate.trim() === '' ? undefined : (parseSwissDate(birthDate) ?? birthDate),
    email: orNull(values.email),
    mobile: orNull(values.mobile),
    originPlace: orNull(values.originPlace),
    registryNumber: orNull(values.registryNumber),
  };
}
