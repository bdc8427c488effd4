import { formatDate } from '@/lib/format';

export const LICENCE_STATUS_COLOURS = { notActivated: 'gray', activated: 'green', expired: 'red' } as const;

/** A licence's start or end as a Swiss day, a dash while it has none (not yet activated). */
export const dayOf = (value: Date | string | null) => (value ? formatDate(new Date(value)) : '—');
