import type { Language } from '../../kernel/i18n/languages';
import { formatSwissDate, formatSwissTime, SCHOOL_TIME_ZONE } from '../../kernel/time/school-time';

/** The tags a reminder text may hold (spec §3 Reminder), written {tag} in the text. */
export const TEMPLATE_TAGS = [
  'date',
  'start',
  'end',
  'place',
  'lesson',
  'title',
  'description',
  'allday',
  'whatsapp',
  'name',
  'firstname',
] as const;
export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

export interface TemplateContext {
  appointment: {
    start: Date;
    end: Date;
    allDay: boolean;
    place?: string | null;
    title?: string | null;
    description?: string | null;
  };
  /** The course or lesson name in the recipient's language. */
  lesson?: string | null;
  student: { name: string; firstname: string };
  /** The monitor's mobile, when the WhatsApp link is switched on in the communication settings. */
  whatsappNumber?: string | null;
}

const ALL_DAY: Record<Language, string> = {
  fr: 'toute la journée',
  de: 'ganztägig',
  it: 'tutto il giorno',
  en: 'all day',
};

/**
 * Renders a reminder text: each {tag} replaced for the appointment, dates DD.MM.YYYY and
 * times HH:mm in the school's time zone; unknown tags stay as written. The sending jobs and
 * the live preview use this same function.
 */
export function renderTemplate(
  text: string,
  context: TemplateContext,
  language: Language,
  timeZone = SCHOOL_TIME_ZONE,
): string {
  const { appointment } = context;
  const values: Record<TemplateTag, string> = {
    date: formatSwissDate(appointment.start, timeZone),
    start: appointment.allDay ? '' : formatSwissTime(appointment.start, timeZone),
    end: appointment.allDay ? '' : formatSwissTime(appointment.end, timeZone),
    place: appointment.place ?? '',
    lesson: context.lesson ?? '',
    title: appointment.title ?? '',
    description: appointment.description ?? '',
    allday: appointment.allDay ? ALL_DAY[language] : '',
    whatsapp: context.whatsappNumber ? `https://wa.me/${context.whatsappNumber.replace(/\D/g, '')}` : '',
    name: context.student.name,
    firstname: context.student.firstname,
  };
  return text.replace(/\{(\w+)\}/g, (match, tag: string) =>
    (TEMPLATE_TAGS as readonly string[]).includes(tag) ? values[tag as TemplateTag] : match,
  );
}
