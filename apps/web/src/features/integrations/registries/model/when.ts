import { swissDayAndTime } from '@/lib/format';

/** "03.12.2026 18:30", Swiss wall clock. */
export function when(iso: string): string {
  const { day, time } = swissDayAndTime(new Date(iso));
  return `${day} ${time}`;
}
