import { inSchoolTime, SCHOOL_TIME_ZONE, type TemplateContext } from '@ds/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The words of the sample that change with the interface language. */
export interface SampleWords {
  lesson: string;
  title: string;
  description: string;
}

/** The appointment the preview renders: tomorrow 14:00–15:30 Swiss time, for Léa Rochat. */
export function sampleContext(words: SampleWords, now = new Date()): TemplateContext {
  const tomorrow = inSchoolTime(now).add(1, 'day').format('YYYY-MM-DD');
  const at = (time: string) => dayjs.tz(`${tomorrow} ${time}`, SCHOOL_TIME_ZONE).toDate();
  return {
    appointment: {
      start: at('14:00'),
      end: at('15:30'),
      allDay: false,
      place: 'Place de la Gare, Lausanne',
      title: words.title,
      description: words.description,
    },
    lesson: words.lesson,
    student: { name: 'Rochat', firstname: 'Léa' },
    whatsappNumber: '+41 79 123 45 67',
  };
}
