import type { CommunicationSettingsInput, SettingsEffects } from '@ds/domain';
import type { TFunction } from 'i18next';

/** Saving changes something elsewhere: the form asks before it saves (spec §4 wizard hints). */
export function hasEffects(effects: SettingsEffects): boolean {
  return effects.remindersCustomised > 0 || effects.coursesCustomised > 0 || effects.defaultCourseAdapted;
}

/** "by e-mail 2 days before and by SMS the day before", or "none". */
function remindersOf(input: CommunicationSettingsInput, t: TFunction): string {
  const reminders = [
    input.remindEmail && t('effects.reminder.email', { count: input.remindEmailDays }),
    input.remindSms && t('effects.reminder.sms', { count: input.remindSmsDays }),
  ].filter((text): text is string => Boolean(text));
  return reminders.length > 0 ? reminders.join(t('effects.and')) : t('effects.reminder.none');
}

function confirmationsOf(input: CommunicationSettingsInput, t: TFunction): string {
  if (input.confirmEmail && input.confirmSms) return t('effects.confirmations.both');
  if (input.confirmEmail) return t('effects.confirmations.email');
  if (input.confirmSms) return t('effects.confirmations.sms');
  return t('effects.confirmations.none');
}

/**
 * What the confirmation says saving `input` will change, one sentence a change, in the words of
 * the `communications-settings` namespace: the reminder templates gaining or losing the WhatsApp
 * link, the courses' confirmations, the default course's reminders and price.
 */
export function effectSentences(
  effects: SettingsEffects,
  input: CommunicationSettingsInput,
  t: TFunction,
  formatPrice: (chf: number) => string,
): string[] {
  const sentences: string[] = [];
  if (effects.remindersCustomised > 0) {
    const key = input.whatsappLink ? 'effects.whatsappAdded' : 'effects.whatsappRemoved';
    sentences.push(t(key, { count: effects.remindersCustomised }));
  }
  if (effects.coursesCustomised > 0) {
    sentences.push(
      t('effects.courses', { count: effects.coursesCustomised, confirmations: confirmationsOf(input, t) }),
    );
  }
  if (effects.defaultCourseAdapted) {
    sentences.push(
      input.defaultLessonPrice === null
        ? t('effects.defaultCourse', { reminders: remindersOf(input, t) })
        : t('effects.defaultCourseWithPrice', {
            reminders: remindersOf(input, t),
            price: formatPrice(input.defaultLessonPrice),
          }),
    );
  }
  return sentences;
}
