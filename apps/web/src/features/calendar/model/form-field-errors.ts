import type { FieldMessages } from '@/lib/field-errors';

/** A field's message, also when the server names one of its entries (`studentIds.0`). */
export function errorOf(errors: FieldMessages, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const entry = Object.entries(errors).find(([path]) => path.startsWith(`${field}.`));
  return entry?.[1];
}
