import type { TrainingInfo } from '@ds/domain';
import { dateText, isoFromText } from './date-text';

/** The training info as its form holds it: dates as DD.MM.YYYY text. */
export interface TrainingFormValues {
  validUntil: string;
  profession: string;
  desiredCategories: string[];
  ownedCategories: string[];
  insurance: boolean;
  insurancePaid: boolean;
  firstAidDate: string;
  awarenessDays: [string, string, string, string];
  provisionalDeliveredOn: string;
  provisionalDeadline: string;
  provisionalNumber: string;
  day1Date: string;
  day2Date: string;
}

export function trainingFormValues(training: TrainingInfo): TrainingFormValues {
  const [day1, day2, day3, day4] = training.awarenessDays;
  return {
    validUntil: dateText(training.validUntil),
    profession: training.profession ?? '',
    desiredCategories: training.desiredCategories,
    ownedCategories: training.ownedCategories,
    insurance: training.insurance,
    insurancePaid: training.insurancePaid,
    firstAidDate: dateText(training.firstAidDate),
    awarenessDays: [dateText(day1), dateText(day2), dateText(day3), dateText(day4)],
    provisionalDeliveredOn: dateText(training.provisionalLicence.deliveredOn),
    provisionalDeadline: dateText(training.provisionalLicence.deadline),
    provisionalNumber: training.provisionalLicence.number ?? '',
    day1Date: dateText(training.day1Date),
    day2Date: dateText(training.day2Date),
  };
}

const textOrNull = (text: string) => text.trim() || null;

/** What the form sends, for the domain schema to check (dates it cannot read stay as typed). */
export function trainingCandidate(values: TrainingFormValues) {
  return {
    validUntil: isoFromText(values.validUntil),
    profession: textOrNull(values.profession),
    desiredCategories: values.desiredCategories,
    ownedCategories: values.ownedCategories,
    insurance: values.insurance,
    insurancePaid: values.insurancePaid,
    firstAidDate: isoFromText(values.firstAidDate),
    awarenessDays: values.awarenessDays.map(isoFromText),
    provisionalLicence: {
      deliveredOn: isoFromText(values.provisionalDeliveredOn),
      deadline: isoFromText(values.provisionalDeadline),
      number: textOrNull(values.provisionalNumber),
    },
    day1Date: isoFromText(values.day1Date),
    day2Date: isoFromText(values.day2Date),
  };
}

/** Each date field's text by the path the schema reports it under. */
export function trainingDateTexts(values: TrainingFormValues): Record<string, string> {
  return {
    validUntil: values.validUntil,
    firstAidDate: values.firstAidDate,
    ...Object.fromEntries(values.awarenessDays.map((day, index) => [`awarenessDays.${index}`, day])),
    'provisionalLicence.deliveredOn': values.provisionalDeliveredOn,
    'provisionalLicence.deadline': values.provisionalDeadline,
    day1Date: values.day1Date,
    day2Date: values.day2Date,
  };
}
