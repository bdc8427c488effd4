import type { Language } from '@ds/domain';

interface TransferNotice {
  monitor: string;
  sender: string;
  student: string;
  link: string;
}

/** The e-mail telling a monitor a student was transferred to him, in his language. */
const transferMessages = {
  fr: {
    subject: 'Un élève vous a été transféré',
    text: ({ monitor, sender, student, link }: TransferNotice) =>
      `Bonjour ${monitor},\n\n${sender} vous a transféré l'élève ${student}. Il figure désormais dans votre liste d'élèves :\n${link}`,
  },
  de: {
    subject: 'Ihnen wurde ein Fahrschüler übergeben',
    text: ({ monitor, sender, student, link }: TransferNotice) =>
      `Grüezi ${monitor}\n\n${sender} hat Ihnen den Fahrschüler ${student} übergeben. Sie finden ihn ab sofort in Ihrer Schülerliste:\n${link}`,
  },
  it: {
    subject: 'Le è stato trasferito un allievo',
    text: ({ monitor, sender, student, link }: TransferNotice) =>
      `Buongiorno ${monitor},\n\n${sender} le ha trasferito l'allievo ${student}. Ora figura nella sua lista degli allievi:\n${link}`,
  },
  en: {
    subject: 'A student was transferred to you',
    text: ({ monitor, sender, student, link }: TransferNotice) =>
      `Hello ${monitor},\n\n${sender} transferred the student ${student} to you. You will now find them in your student list:\n${link}`,
  },
} satisfies Record<Language, unknown>;

export function transferMessage(language: string, notice: TransferNotice): { subject: string; text: string } {
  const texts = transferMessages[(language in transferMessages ? language : 'fr') as Language];
  return { subject: texts.subject, text: texts.text(notice) };
}
