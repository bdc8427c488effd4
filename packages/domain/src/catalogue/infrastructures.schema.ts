import { z } from 'zod';
import { mobileSchema } from '../identity/accounts/accounts.schema';
import { POSTAL_ADDRESS_LIMITS } from '../kernel/address/postal-address.schema';
import { versionField } from '../kernel/api/versioned';
import { INFRASTRUCTURE_NAME_MAX, LICENCE_CATEGORIES, TRANSMISSIONS } from './catalogue.constants';
import { chfSchema } from './money';

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

export const infrastructureTypeInput = z.object({ name: z.string().trim().min(1, 'is required').max(50) });
export const infrastructureTypeSchema = infrastructureTypeInput.extend({ id: z.uuid(), ...versionField });
export type InfrastructureTypeInput = z.infer<typeof infrastructureTypeInput>;
export type InfrastructureType = z.infer<typeof infrastructureTypeSchema>;

/** Spec §3 Infrastructure; the access map is uploaded separately (PDF or image, checked by content). */
export const infrastructureInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(INFRASTRUCTURE_NAME_MAX, `must be at most ${INFRASTRUCTURE_NAME_MAX} characters`),
  typeId: z.uuid().nullable().default(null),
  /** Where it is, every part optional, street and building number apart (the QR-bill limits). */
  street: optionalText(POSTAL_ADDRESS_LIMITS.street),
  houseNumber: optionalText(POSTAL_ADDRESS_LIMITS.houseNumber),
  postcode: optionalText(POSTAL_ADDRESS_LIMITS.postcode),
  city: optionalText(POSTAL_ADDRESS_LIMITS.city),
  price: chfSchema,
  autoInvoice: z.boolean().default(false),
  adminEmail: z.email({ error: 'must be an e-mail address' }).nullable().default(null),
  adminMobile: mobileSchema.nullable().default(null),
  emailWhenInUse: z.boolean().default(false),
  smsWhenInUse: z.boolean().default(false),
  emailReminderId: z.uuid().nullable().default(null),
  smsReminderId: z.uuid().nullable().default(null),
});
export type InfrastructureInput = z.infer<typeof infrastructureInput>;

/** Answers carry stored values as they are: no input transform (they cannot be encoded back). */
export const infrastructureSchema = infrastructureInput.extend({
  id: z.uuid(),
  ...versionField,
  adminMobile: z.string().nullable(),
  hasAccessMap: z.boolean(),
});
export type Infrastructure = z.infer<typeof infrastructureSchema>;

/** A Swiss plate: canton code and up to six digits, e.g. "VD 123456". */
export const plateSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
  .pipe(z.string().regex(/^[A-Z]{2} ?\d{1,6}$/, 'must be a Swiss plate such as VD 123456'));

export const vehicleInput = z.object({
  plate: plateSchema,
  label: z.string().trim().max(80).default(''),
  category: z.enum(LICENCE_CATEGORIES),
  transmission: z.enum(TRANSMISSIONS),
  active: z.boolean().default(true),
});
export type VehicleInput = z.infer<typeof vehicleInput>;

export const vehicleSchema = vehicleInput.extend({ id: z.uuid(), ...versionField, plate: z.string() });
export type Vehicle = z.infer<typeof vehicleSchema>;
