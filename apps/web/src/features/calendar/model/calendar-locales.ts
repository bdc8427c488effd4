import type { LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import itLocale from '@fullcalendar/core/locales/it';

/**
 * FullCalendar's own locale object for the interface language (the object, not its name:
 * with a name only the buttons stay English). English keeps FullCalendar's default.
 */
export function calendarLocale(language: string): LocaleInput | undefined {
  if (language.startsWith('fr')) return frLocale;
  if (language.startsWith('de')) return deLocale;
  if (language.startsWith('it')) return itLocale;
  return undefined;
}
