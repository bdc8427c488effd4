import { type Country, formatPhone, formatSwissDay, parseSwissDate, type Student, type StudentInput } from '@ds/domain';

/** An address as the form edits it: street and building number apart, blank meaning "none". */
export interface AddressValues {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: Country;
}

/** What the student form edits: text as typed (birth date DD.MM.YYYY), empty meaning "none". */
export interface StudentFormValues extends AddressValues {
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
  /** Bills go to the home address (`billing` is then sent as null). */
  billingSameAsAddress: boolean;
  billing: AddressValues;
}

const emptyAddress: AddressValues = { street: '', houseNumber: '', postcode: '', city: '', country: 'CH' };

/** A stored billing address in the form: a missing number is a blank box. */
function billingValues(billing: Student['billing']): AddressValues {
  return billing ? { ...billing, street: billing.street ?? '', houseNumber: billing.houseNumber ?? '' } : emptyAddress;
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
    street: student?.street ?? '',
    houseNumber: student?.houseNumber ?? '',
    postcode: student?.postcode ?? '',
    city: student?.city ?? '',
    country: student?.country ?? 'CH',
    originPlace: student?.originPlace ?? '',
    registryNumber: student?.registryNumber ?? '',
    language: student?.language ?? null,
    comments: student?.comments ?? '',
    billingSameAsAddress: !student?.billing,
    billing: billingValues(student?.billing ?? null),
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
  const { billingSameAsAddress, billing, birthDate, ...fields } = values;
  return {
    ...fields,
    birthDate: birthDate.trim() === '' ? undefined : (parseSwissDate(birthDate) ?? birthDate),
    email: orNull(values.email),
    mobile: orNull(values.mobile),
    street: orNull(values.street),
    houseNumber: orNull(values.houseNumber),
    originPlace: orNull(values.originPlace),
    registryNumber: orNull(values.registryNumber),
    billing: billingSameAsAddress ? null : { ...billing, houseNumber: orNull(billing.houseNumber) },
  };
}
