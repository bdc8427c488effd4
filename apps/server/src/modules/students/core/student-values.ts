import { type LicenceCategory, type StudentInput, type TrainingInfo, trainingInfoSchema } from '@ds/domain';
import type { StudentRow } from '../../../kernel/access/access';
import { billingColumns } from '../../../lib/billing-columns';
import { studentSearchText } from './student-search-text';
import type { StudentValues, TrainingRow, TrainingValues } from './students.repo';

/** The columns a student form writes, its search text included. */
export function studentValues(input: StudentInput): StudentValues {
  return {
    gender: input.gender,
    name: input.name,
    firstname: input.firstname,
    birthDate: input.birthDate,
    faber: input.faber,
    email: input.email,
    mobile: input.mobile,
    street: input.street,
    houseNumber: input.houseNumber,
    postcode: input.postcode,
    city: input.city,
    country: input.country,
    originPlace: input.originPlace,
    registryNumber: input.registryNumber,
    language: input.language,
    comments: input.comments,
    ...billingColumns(input.billing),
    searchText: studentSearchText(input),
  };
}

/** The form fields whose stored value differs: what the 'updated' event of the audit trail names. */
export function changedStudentFields(before: StudentRow, after: StudentValues): string[] {
  return Object.entries(after)
    .filter(([key, value]) => key !== 'searchText' && before[key as keyof StudentRow] !== value)
    .map(([key]) => key);
}

/** The training info of spec §3; a student without a row yet has the defaults. */
export function presentTraining(row: TrainingRow | undefined): TrainingInfo {
  if (!row) return trainingInfoSchema.parse({});
  return {
    validUntil: row.validUntil,
    profession: row.profession,
    desiredCategories: row.desiredCategories as LicenceCategory[],
    ownedCategories: row.ownedCategories as LicenceCategory[],
    insurance: row.insurance,
    insurancePaid: row.insurancePaid,
    firstAidDate: row.firstAidDate,
    awarenessDays: [row.awarenessDay1, row.awarenessDay2, row.awarenessDay3, row.awarenessDay4],
    provisionalLicence: { deliveredOn: row.pceDeliveredOn, deadline: row.pceDeadline, number: row.pceNumber },
    day1Date: row.day1Date,
    day2Date: row.day2Date,
  };
}

export function trainingValues(info: TrainingInfo): TrainingValues {
  const [awarenessDay1, awarenessDay2, awarenessDay3, awarenessDay4] = info.awarenessDays;
  return {
    validUntil: info.validUntil,
    profession: info.profession,
    desiredCategories: info.desiredCategories,
    ownedCategories: info.ownedCategories,
    insurance: info.insurance,
    insurancePaid: info.insurancePaid,
    firstAidDate: info.firstAidDate,
    awarenessDay1,
    awarenessDay2,
    awarenessDay3,
    awarenessDay4,
    pceDeliveredOn: info.provisionalLicence.deliveredOn,
    pceDeadline: info.provisionalLicence.deadline,
    pceNumber: info.provisionalLicence.number,
    day1Date: info.day1Date,
    day2Date: info.day2Date,
  };
}

/** The training fields whose value differs, named as the form names them. */
export function changedTrainingFields(before: TrainingInfo, after: TrainingInfo): string[] {
  return Object.keys(after)
    .filter(
      (key) => JSON.stringify(before[key as keyof TrainingInfo]) !== JSON.stringify(after[key as keyof TrainingInfo]),
    )
    .map((key) => `training.${key}`);
}
