import type { Language } from '@ds/domain';

interface CredentialsNotice {
  firstname: string;
  sender: string;
  username: string;
  link: string;
}

/**
 * The invitation of "send access credentials": the link chooses the password (`reset`), or
 * for an account signed up but never confirmed, confirms it (`register`).
 */
const messages = {
  fr: {
    subject: 'Vos accès à votre dossier d’élève',
    reset: (n: CredentialsNotice) =>
      `Bonjour ${n.firstname},\n\n${n.sender} vous donne accès à votre dossier d’élève.\nVotre identifiant : ${n.username}\n\nChoisissez votre mot de passe en ouvrant ce lien (valable 48 heures) :\n${n.link}`,
    register: (n: CredentialsNotice) =>
      `Bonjour ${n.firstname},\n\n${n.sender} vous donne accès à votre dossier d’élève.\nVotre identifiant : ${n.username}\n\nConfirmez votre compte en ouvrant ce lien (valable 48 heures) :\n${n.link}`,
  },
  de: {
    subject: 'Ihr Zugang zu Ihrem Schülerdossier',
    reset: (n: CredentialsNotice) =>
      `Grüezi ${n.firstname}\n\n${n.sender} gibt Ihnen Zugang zu Ihrem Schülerdossier.\nIhr Benutzername: ${n.username}\n\nWählen Sie Ihr Passwort mit diesem Link (48 Stunden gültig):\n${n.link}`,
    register: (n: CredentialsNotice) =>
      `Grüezi ${n.firstname}\n\n${n.sender} gibt Ihnen Zugang zu Ihrem Schülerdossier.\nIhr Benutzername: ${n.username}\n\nBestätigen Sie Ihr Konto mit diesem Link (48 Stunden gültig):\n${n.link}`,
  },
  it: {
    subject: 'Il suo accesso al dossier di allievo',
    reset: (n: CredentialsNotice) =>
      `Buongiorno ${n.firstname},\n\n${n.sender} le dà accesso al suo dossier di allievo.\nIl suo nome utente: ${n.username}\n\nScelga la sua password aprendo questo link (valido 48 ore):\n${n.link}`,
    register: (n: CredentialsNotice) =>
      `Buongiorno ${n.firstname},\n\n${n.sender} le dà accesso al suo dossier di allievo.\nIl suo nome utente: ${n.username}\n\nConfermi il suo account aprendo questo link (valido 48 ore):\n${n.link}`,
  },
  en: {
    subject: 'Your access to your student file',
    reset: (n: CredentialsNotice) =>
      `Hello ${n.firstname},\n\n${n.sender} gives you access to your student file.\nYour username: ${n.username}\n\nChoose your password by opening this link (valid for 48 hours):\n${n.link}`,
    register: (n: CredentialsNotice) =>
      `Hello ${n.firstname},\n\n${n.sender} gives you access to your student file.\nYour username: ${n.username}\n\nConfirm your account by opening this link (valid for 48 hours):\n${n.link}`,
  },
} satisfies Record<Language, unknown>;

export function credentialsMessage(
  language: string,
  purpose: 'register' | 'reset',
  notice: CredentialsNotice,
): { subject: string; text: string } {
  const texts = messages[(language in messages ? language : 'fr') as Language];
  return { subject: texts.subject, text: texts[purpose](notice) };
}
