import type { EmployeeRight, EmployeeTermsInput } from '@ds/domain';

/** An employee's terms as the form edits them: ISO days from the date inputs, blank end = open-ended. */
export interface TermsFormValues {
  startsOn: string;
  endsOn: string;
  rights: EmployeeRight[];
}

export function termsFormValues(
  terms: Pick<EmployeeTermsInput, 'startsOn' | 'endsOn' | 'rights'> | null,
  today: string,
): TermsFormValues {
  return { startsOn: terms?.startsOn ?? today, endsOn: terms?.endsOn ?? '', rights: [...(terms?.rights ?? [])] };
}

/** The candidate `employeeTermsInput` checks: a blank start is missing, a blank end is none. */
export function toTermsCandidate(values: TermsFormValues) {
  return {
    startsOn: values.startsOn === '' ? undefined : values.startsOn,
    endsOn: values.endsOn === '' ? null : values.endsOn,
    rights: values.rights,
  };
}
