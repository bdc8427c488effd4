/**
 * SMS length and cost (spec §9): GSM-7 fits 160 characters in one SMS and 153 a part when
 * split; anything outside GSM-7 forces UCS-2 (70, then 67 a part). Extension characters
 * (€, [, ], {, }, ~, ^, \, |) take two GSM-7 units. An SMS costs 1 to 1.75 credits.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export const SMS_CREDITS_PER_SEGMENT = { min: 1, max: 1.75 } as const;

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters counted in the encoding's units (extension characters count twice in GSM-7). */
  units: number;
  segments: number;
  /** Units still free in the last segment. */
  remaining: number;
  credits: { min: number; max: number };
}

export function smsLength(text: string): SmsLength {
  let gsmUnits = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) gsmUnits += 1;
    else if (GSM7_EXTENSION.includes(char)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? gsmUnits : text.length; // UCS-2 counts UTF-16 code units: an emoji takes two.
  const [single, part] = gsm ? [160, 153] : [70, 67];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  const capacity = segments <= 1 ? single : segments * part;
  return {
    encoding,
    units,
    segments,
    remaining: capacity - units,
    credits: { min: segments * SMS_CREDITS_PER_SEGMENT.min, max: segments * SMS_CREDITS_PER_SEGMENT.max },
  };
}
