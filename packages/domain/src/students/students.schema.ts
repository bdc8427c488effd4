import { z } from 'zod';
import { LICENCE_CATEGORIES } from '../catalogue/catalogue.constants';
import { genderSchema, mobileSchema } from '../identity/accounts/accounts.schema';
import {
  countrySchema,
  postalAddressFields,
  postalAddressInput,
  postalAddressSchema,
} from '../kernel/address/postal-address.schema';
import { versionField } from '../kernel/api/versioned';
import { languageSchema } from '../kernel/i18n/language.schema';
import { plausibleDay } from '../kernel/time/plausible-day.schema';
import { normaliseFaber } from './faber.rules';
import { STUDENT_ACCESS, STUDENT_PAGE_SIZE_MAX, STUDENT_SORTS } from './students.constants';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().default(null);
const pastOrToday = (isoDate: string) => isoDate <= new Date().toISOString().slice(0, 10);

/** Required; 8 to 12 digits once spaces, dots and dashes are removed; stored as digits. */
export const faberSchema = z.string().transform((value, context) => {
  const faber = normaliseFaber(value);
  if (!faber) {
    context.addIssue({ code: 'custom', message: 'must have 8 to 12 digits' });
    return z.NEVER;
  }
  return faber;
});

/** Spec §3 Person, as a monitor records a student. */
export const studentInput = z.object({
  gender: genderSchema.nullable().default(null),
  name: text(80).min(1, 'is required'),
  firstname: text(80).min(1, 'is required'),
  birthDate: plausibleDay.refine(pastOrToday, 'must not be in the future'),
  faber: faberSchema,
  email: z.email().max(254).nullable().default(null),
  mobile: mobileSchema.nullable().default(null),
  /** Street and building number apart, postcode and city required together (spec §5, QR-bill limits). */
  ...postalAddressFields,
  originPlace: optionalText(100),
  /** NIP: the cantonal registry number of the person. */
  registryNumber: optionalText(30),
  language: languageSchema.nullable().default(null),
  comments: text(4000).default(''),
  /** A billing address apart from the home address, street required; null when bills go home. */
  billing: postalAddressInput.nullable().default(null),
});
export type StudentInput = z.infer<typeof studentInput>;

/** Spec §3 Student training info. */
export const trainingInfoSchema = z.object({
  validUntil: plausibleDay.nullable().default(null),
  profession: optionalText(100),
  desiredCategories: z.array(z.enum(LICENCE_CATEGORIES)).default([]),
  ownedCategories: z.array(z.enum(LICENCE_CATEGORIES)).default([]),
  insurance: z.boolean().default(false),
  insurancePaid: z.boolean().default(false),
  firstAidDate: plausibleDay.nullable().default(null),
  awarenessDays: z
    .tuple([plausibleDay.nullable(), plausibleDay.nullable(), plausibleDay.nullable(), plausibleDay.nullable()])
    .default([null, null, null, null]),
  provisionalLicence: z
    .object({
      deliveredOn: plausibleDay.nullable(),
      deadline: plausibleDay.nullable(),
      number: text(40).nullable(),
    })
    .default({ deliveredOn: null, deadline: null, number: null }),
  day1Date: plausibleDay.nullable().default(null),
  day2Date: plausibleDay.nullable().default(null),
});
export type TrainingInfo = z.infer<typeof trainingInfoSchema>;

export const monitorSummarySchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
});
export type MonitorSummary = z.infer<typeof monitorSummarySchema>;

/** One line of the student list. */
export const studentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  faber: z.string().nullable(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  archived: z.boolean(),
  /** The connection is not accepted yet (an invitation or a request). */
  pending: z.boolean(),
  passed: z.boolean(),
  access: z.enum(STUDENT_ACCESS),
  monitor: monitorSummarySchema.nullable(),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Search, filters, sort and page of /students (server-side, indexed). */
export const studentListQuery = z.object({
  q: z.string().trim().max(100).default(''),
  archived: flag.default(false),
  pending: flag.default(true),
  passed: flag.default(true),
  sort: z.enum(STUDENT_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(STUDENT_PAGE_SIZE_MAX).default(25),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;

/** The stored student as the sheet shows it (no input transforms: answers carry stored values). */
export const studentSchema = z.object({
  id: z.uuid(),
  /** Raised by a change of the identity or the training info: both forms send it back. */
  ...versionField,
  gender: genderSchema.nullable(),
  name: z.string(),
  firstname: z.string(),
  birthDate: z.string().nullable(),
  faber: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: countrySchema,
  originPlace: z.string().nullable(),
  registryNumber: z.string().nullable(),
  language: languageSchema.nullable(),
  comments: z.string(),
  billing: postalAddressSchema.nullable(),
  archived: z.boolean(),
  pending: z.boolean(),
  passed: z.boolean(),
  hasLogin: z.boolean(),
  access: z.enum(STUDENT_ACCESS),
  createdBy: monitorSummarySchema.nullable(),
  createdAt: z.date(),
  training: trainingInfoSchema,
  /** `self`: that monitor is the caller (a shared monitor may stop following the student). */
  monitors: z.array(monitorSummarySchema.extend({ access: z.enum(STUDENT_ACCESS), self: z.boolean() })),
});
export type Student = z.infer<typeof studentSchema>;

export const transferInput = z.object({ monitorId: z.uuid() });
export const shareInput = z.object({ monitorId: z.uuid(), access: z.enum(['write', 'read']) });
export type ShareInput = z.infer<typeof shareInput>;
/** A share's new access (PUT /students/:id/shares/:monitorId). */
export const shareAccessInput = shareInput.pick({ access: true });
export type ShareAccessInput = z.infer<typeof shareAccessInput>;
/** What a transfer answers: the new managing monitor (the former one may no longer hold the student). */
export const transferResultSchema = z.object({ owner: monitorSummarySchema });
export type TransferResult = z.infer<typeof transferResultSchema>;
