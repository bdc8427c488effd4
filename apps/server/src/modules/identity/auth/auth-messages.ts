import type { Language } from '@ds/domain';

/** E-mails and SMS of the sign-up and reset flows, in the recipient's language. */
const messages = {
  fr: {
    registerSubject: 'Confirmez votre compte',
    registerText: (name: string, link: string) =>
      `Bonjour ${name},\n\nConfirmez votre compte en ouvrant ce lien (valable 48 heures) :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
    resetSubject: 'Réinitialisation du mot de passe',
    resetText: (name: string, link: string) =>
      `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
    resetCode: (code: string) => `Votre code de réinitialisation : ${code}. Il est valable 10 minutes.`,
  },
  de: {
    registerSubject: 'Bestätigen Sie Ihr Konto',
    registerText: (name: string, link: string) =>
      `Grüezi ${name}\n\nBestätigen Sie Ihr Konto mit diesem Link (48 Stunden gültig):\n${link}\n\nFalls Sie nichts angefordert haben, ignorieren Sie diese Nachricht.`,
    resetSubject: 'Passwort zurücksetzen',
    resetText: (name: string, link: string) =>
      `Grüezi ${name}\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link (1 Stunde gültig):\n${link}\n\nFalls Sie nichts angefordert haben, ignorieren Sie diese Nachricht.`,
    resetCode: (code: string) => `Ihr Code zum Zurücksetzen: ${code}. Er ist 10 Minuten gültig.`,
  },
  it: {
    registerSubject: 'Confermi il suo account',
    registerText: (name: string, link: string) =>
      `Buongiorno ${name},\n\nConfermi il suo account aprendo questo link (valido 48 ore):\n${link}\n\nSe non ha richiesto nulla, ignori questo messaggio.`,
    resetSubject: 'Reimpostazione della password',
    resetText: (name: string, link: string) =>
      `Buongiorno ${name},\n\nPer scegliere una nuova password apra questo link (valido 1 ora):\n${link}\n\nSe non ha richiesto nulla, ignori questo messaggio.`,
    resetCode: (code: string) => `Il suo codice di reimpostazione: ${code}. È valido 10 minuti.`,
  },
  en: {
    registerSubject: 'Confirm your account',
    registerText: (name: string, link: string) =>
      `Hello ${name},\n\nConfirm your account by opening this link (valid for 48 hours):\n${link}\n\nIf you did not ask for this, ignore this message.`,
    resetSubject: 'Password reset',
    resetText: (name: string, link: string) =>
      `Hello ${name},\n\nTo choose a new password, open this link (valid for 1 hour):\n${link}\n\nIf you did not ask for this, ignore this message.`,
    resetCode: (code: string) => `Your reset code: ${code}. It is valid for 10 minutes.`,
  },
} satisfies Record<Language, unknown>;

export function authMessages(language: string) {
  return messages[(language in messages ? language : 'fr') as Language];
}
