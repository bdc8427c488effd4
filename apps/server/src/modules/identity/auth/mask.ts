import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** "+41790000001" → "+41 79 *** ** 01": enough to recognise one's own number, no more. */
export function maskPhone(phone: string): string {
  const groups = (parsePhoneNumberFromString(phone)?.formatInternational() ?? phone).split(' ');
  return groups
    .map((group, index) => {
      if (index < 2) return group;
      if (index === groups.length - 1) return `${'*'.repeat(Math.max(0, group.length - 2))}${group.slice(-2)}`;
      return '*'.repeat(group.length);
    })
    .join(' ');
}

/** "helene.chef@demo.ch" → "h***@demo.ch". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
