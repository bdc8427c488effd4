/** Swiss driving-licence categories (OAC/VZV art. 3). */
export const LICENCE_CATEGORIES = [
  'A1',
  'A35kW',
  'A',
  'B1',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
  'F',
  'G',
  'M',
] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

/** The fixed icon set of courses and lessons. */
export const COURSE_ICONS = [
  'car',
  'motorcycle',
  'moped',
  'truck',
  'bus',
  'tractor',
  'trailer',
  'classroom',
  'first-aid',
  'road',
  'theory',
  'eco',
] as const;

export const PAYMENT_MODES = ['card', 'invoice', 'voucher', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const TRANSMISSIONS = ['manual', 'automatic'] as const;

/** Spec §5/§9 limits. */
export const COURSE_LABEL_MAX = 50;
export const SARI_ID_MAX = 20;
export const ABBREVIATION_MIN_LETTERS = 3;
export const INFRASTRUCTURE_NAME_MAX = 50;
