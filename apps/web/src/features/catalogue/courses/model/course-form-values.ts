import type { Course, CourseInput } from '@ds/domain';
import type { FieldMessages } from '@/lib/field-errors';

/**
 * What the course form edits: the API input, where an emptied number is NaN (the schema then
 * says "required") and an emptied optional text or date is null.
 */
export type CourseFormValues = CourseInput;

export type SetCourseField = <Field extends keyof CourseFormValues>(
  field: Field,
  value: CourseFormValues[Field],
) => void;

/** What every section of the course form receives. */
export interface CourseSectionProps {
  values: CourseFormValues;
  set: SetCourseField;
  errors: FieldMessages;
}

export const NEW_COURSE: CourseFormValues = {
  label: '',
  abbreviation: '',
  sariId: null,
  autoSariSync: false,
  category: 'B',
  icon: 'car',
  colour: '#1c5fb8',
  descriptions: { fr: '', de: '', it: '', en: '' },
  startDate: null,
  endDate: null,
  maxParticipants: null,
  selfRegistration: false,
  modular: false,
  paymentModes: [],
  paymentAtRegistration: false,
  confirmations: { paper: false, sms: false, email: false },
  emailReminderId: null,
  smsReminderId: null,
  multipleRegistration: false,
  individual: false,
  prerequisiteCourseId: null,
  price: 0,
  durationMinutes: 60,
  availableForEmployees: false,
};

export function formValuesOf(course: Course): CourseFormValues {
  const { id: _id, version: _version, mine: _mine, disabled: _disabled, problems: _problems, ...values } = course;
  return values;
}

/** A NumberInput's value ('' while empty) as a number, NaN when empty so the schema reports it. */
export function numberOrNaN(value: number | string): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** An optional NumberInput's value: null when empty. */
export function numberOrNull(value: number | string): number | null {
  return typeof value === 'number' ? value : null;
}

/** An optional text or date input's value: null when empty. */
export function textOrNull(value: string): string | null {
  return value === '' ? null : value;
}

/** What a NumberInput shows for a number that may be NaN or null. */
export function numberInputValue(value: number | null): number | string {
  return value === null || Number.isNaN(value) ? '' : value;
}
