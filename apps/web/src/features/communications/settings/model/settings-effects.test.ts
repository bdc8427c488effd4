import type { CommunicationSettingsInput } from '@ds/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatChf } from '@/lib/format-chf';
import i18n from '@/lib/i18n';
import { effectSentences, hasEffects } from './settings-effects';

const INPUT: CommunicationSettingsInput = {
  whatsappLink: true,
  confirmEmail: true,
  confirmSms: false,
  remindEmail: true,
  remindEmailDays: 2,
  remindSms: true,
  remindSmsDays: 0,
  defaultLessonPrice: 100,
  senderName: null,
  senderAddress: null,
  mailAccount: 'product',
  smtp: null,
  imap: null,
  smsAccount: 'product',
  sms: null,
  version: 1,
};

const NONE = { remindersCustomised: 0, coursesCustomised: 0, defaultCourseAdapted: false };

async function sentences(locale: string, effects: typeof NONE, input = INPUT) {
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces('communications-settings');
  const t = i18n.getFixedT(locale, 'communications-settings');
  return effectSentences(effects, input, t, (chf) => formatChf(chf * 100, locale));
}

describe('what saving the communication settings changes elsewhere', () => {
  beforeAll(() => i18n.loadNamespaces('communications-settings'));

  it('asks only when something changes', () => {
    expect(hasEffects(NONE)).toBe(false);
    expect(hasEffects({ ...NONE, remindersCustomised: 1 })).toBe(true);
    expect(hasEffects({ ...NONE, coursesCustomised: 2 })).toBe(true);
    expect(hasEffects({ ...NONE, defaultCourseAdapted: true })).toBe(true);
  });

  it('says how many reminder templates gain or lose the WhatsApp link', async () => {
    expect(await sentences('fr-CH', { ...NONE, remindersCustomised: 3 })).toEqual([
      'ajouter le lien WhatsApp à 3 modèles de rappel ;',
    ]);
    expect(await sentences('en', { ...NONE, remindersCustomised: 1 }, { ...INPUT, whatsappLink: false })).toEqual([
      'remove the WhatsApp link from 1 reminder template;',
    ]);
  });

  it('names the confirmations the courses get, and the default course’s reminders and price', async () => {
    expect(await sentences('en', { remindersCustomised: 0, coursesCustomised: 4, defaultCourseAdapted: true })).toEqual(
      [
        'set the confirmations of 4 courses to: e-mail only;',
        'adapt your default course: reminders by e-mail 2 days before and by SMS on the same day, price CHF\u00a0100.00.',
      ],
    );
    const withoutAny = {
      ...INPUT,
      remindEmail: false,
      remindSms: false,
      confirmEmail: false,
      defaultLessonPrice: null,
    };
    expect(await sentences('de-CH', { ...NONE, coursesCustomised: 1, defaultCourseAdapted: true }, withoutAny)).toEqual(
      [
        'Die Bestätigungen von 1 Kurs werden auf «keine» gesetzt.',
        'Ihr Standardkurs wird angepasst: Erinnerungen keine.',
      ],
    );
  });

  it('speaks every language', async () => {
    const all = { remindersCustomised: 2, coursesCustomised: 2, defaultCourseAdapted: true };
    for (const locale of ['fr-CH', 'de-CH', 'it-CH', 'en']) {
      const said = await sentences(locale, all);
      expect(said, locale).toHaveLength(3);
      for (const sentence of said) expect(sentence, locale).not.toMatch(/effects\.|{{/);
    }
  });
});
