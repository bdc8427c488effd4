import type { Db } from '../../../db/client';
import {
  findDefaultTemplatesOfOwner,
  findEnabledCoursesOfOwner,
  findSmsTemplatesOfOwner,
  setCourseCommunication,
  setTemplateDays,
  setTemplateText,
} from './communication-effects.repo';

const WHATSAPP_TAG = '{whatsapp}';

/** What the communication settings change in a monitor's catalogue (spec §4 wizard hints). */
export interface CommunicationChoices {
  whatsappLink: boolean;
  confirmEmail: boolean;
  confirmSms: boolean;
  remindEmail: boolean;
  remindEmailDays: number;
  remindSms: boolean;
  remindSmsDays: number;
  defaultLessonPriceCentimes: number | null;
}

export interface CommunicationEffects {
  remindersCustomised: number;
  coursesCustomised: number;
  defaultCourseAdapted: boolean;
}

function withWhatsapp(text: string, on: boolean): string {
  if (on) return text.includes(WHATSAPP_TAG) ? text : `${text.trimEnd()} ${WHATSAPP_TAG}`;
  return text.replaceAll(` ${WHATSAPP_TAG}`, '').replaceAll(WHATSAPP_TAG, '');
}

/**
 * Applies (or, with `apply` off, only counts) what changed choices mean for the catalogue: the
 * WhatsApp link added to or taken from every SMS reminder text; the confirmation choices given to
 * every course already created; the default course (the monitor's first) taking the default
 * reminders at the days chosen, and the default lesson price.
 */
export async function applyCommunicationChoices(
  db: Db,
  ownerId: string,
  before: CommunicationChoices,
  after: CommunicationChoices,
  apply: boolean,
): Promise<CommunicationEffects> {
  const effects: CommunicationEffects = { remindersCustomised: 0, coursesCustomised: 0, defaultCourseAdapted: false };
  if (before.whatsappLink !== after.whatsappLink) {
    for (const template of await findSmsTemplatesOfOwner(db, ownerId)) {
      const text = withWhatsapp(template.text, after.whatsappLink);
      if (text === template.text) continue;
      effects.remindersCustomised += 1;
      if (apply) await setTemplateText(db, template.id, text);
    }
  }
  const courses = await findEnabledCoursesOfOwner(db, ownerId);
  if (before.confirmEmail !== after.confirmEmail || before.confirmSms !== after.confirmSms) {
    for (const course of courses) {
      const { confirmations } = course;
      if (confirmations.email === after.confirmEmail && confirmations.sms === after.confirmSms) continue;
      effects.coursesCustomised += 1;
      if (apply) {
        await setCourseCommunication(db, course.id, {
          confirmations: { ...confirmations, email: after.confirmEmail, sms: after.confirmSms },
        });
      }
    }
  }
  const remindersChanged =
    before.remindEmail !== after.remindEmail ||
    before.remindSms !== after.remindSms ||
    before.remindEmailDays !== after.remindEmailDays ||
    before.remindSmsDays !== after.remindSmsDays;
  const priceChanged =
    after.defaultLessonPriceCentimes !== null && before.defaultLessonPriceCentimes !== after.defaultLessonPriceCentimes;
  const [defaultCourse] = courses;
  if (defaultCourse && (remindersChanged || priceChanged)) {
    effects.defaultCourseAdapted = true;
    if (apply) {
      const templates = await findDefaultTemplatesOfOwner(db, ownerId);
      const email = templates.find((template) => template.channels.includes('email'));
      const sms = templates.find((template) => template.channels.includes('sms'));
      if (email && after.remindEmail) await setTemplateDays(db, email.id, after.remindEmailDays);
      if (sms && sms !== email && after.remindSms) await setTemplateDays(db, sms.id, after.remindSmsDays);
      await setCourseCommunication(db, defaultCourse.id, {
        emailReminderId: after.remindEmail ? (email?.id ?? null) : null,
        smsReminderId: after.remindSms ? (sms?.id ?? null) : null,
        ...(priceChanged ? { priceCentimes: after.defaultLessonPriceCentimes ?? defaultCourse.priceCentimes } : {}),
      });
    }
  }
  return effects;
}
