import type { Language } from '@ds/domain';

interface Sides {
  student: string;
  monitor: string;
}
type WithLink = Sides & { link: string };
type Invitation = WithLink & { school: string };

/** E-mails of connection requests (spec §3 Link request), in the recipient's language. */
const messages = {
  fr: {
    requestSubject: 'Nouvelle demande de mise en relation',
    requestText: ({ student, monitor, link }: WithLink) =>
      `Bonjour ${monitor},\n\n${student} vous demande de devenir son moniteur.\nAcceptez ou refusez la demande ici :\n${link}`,
    invitationSubject: 'Invitation de votre moniteur',
    invitationText: ({ student, monitor, school, link }: Invitation) =>
      `Bonjour ${student},\n\n${monitor} (${school}) vous invite à le rejoindre comme élève.\nConnectez-vous pour accepter l’invitation :\n${link}`,
    signupText: ({ student, monitor, school, link }: Invitation) =>
      `Bonjour ${student},\n\n${monitor} (${school}) vous invite à le rejoindre comme élève.\nCréez votre compte avec cette adresse e-mail, puis acceptez l’invitation :\n${link}`,
    acceptedSubject: 'Demande de mise en relation acceptée',
    refusedSubject: 'Demande de mise en relation refusée',
    answerText: (accepted: boolean, { student, monitor }: Sides) =>
      `Bonjour,\n\nLa mise en relation entre l’élève ${student} et le moniteur ${monitor} a été ${accepted ? 'acceptée' : 'refusée'}.`,
  },
  de: {
    requestSubject: 'Neue Verbindungsanfrage',
    requestText: ({ student, monitor, link }: WithLink) =>
      `Grüezi ${monitor}\n\n${student} möchte Sie als Fahrlehrer.\nNehmen Sie die Anfrage hier an oder lehnen Sie sie ab:\n${link}`,
    invitationSubject: 'Einladung Ihres Fahrlehrers',
    invitationText: ({ student, monitor, school, link }: Invitation) =>
      `Grüezi ${student}\n\n${monitor} (${school}) lädt Sie als Fahrschüler ein.\nMelden Sie sich an, um die Einladung anzunehmen:\n${link}`,
    signupText: ({ student, monitor, school, link }: Invitation) =>
      `Grüezi ${student}\n\n${monitor} (${school}) lädt Sie als Fahrschüler ein.\nErstellen Sie Ihr Konto mit dieser E-Mail-Adresse und nehmen Sie dann die Einladung an:\n${link}`,
    acceptedSubject: 'Verbindungsanfrage angenommen',
    refusedSubject: 'Verbindungsanfrage abgelehnt',
    answerText: (accepted: boolean, { student, monitor }: Sides) =>
      `Grüezi\n\nDie Verbindung zwischen dem Fahrschüler ${student} und dem Fahrlehrer ${monitor} wurde ${accepted ? 'angenommen' : 'abgelehnt'}.`,
  },
  it: {
    requestSubject: 'Nuova richiesta di collegamento',
    requestText: ({ student, monitor, link }: WithLink) =>
      `Buongiorno ${monitor},\n\n${student} le chiede di diventare il suo maestro.\nAccetti o rifiuti la richiesta qui:\n${link}`,
    invitationSubject: 'Invito del suo maestro',
    invitationText: ({ student, monitor, school, link }: Invitation) =>
      `Buongiorno ${student},\n\n${monitor} (${school}) la invita a unirsi come allievo.\nAcceda per accettare l’invito:\n${link}`,
    signupText: ({ student, monitor, school, link }: Invitation) =>
      `Buongiorno ${student},\n\n${monitor} (${school}) la invita a unirsi come allievo.\nCrei il suo account con questo indirizzo e-mail, poi accetti l’invito:\n${link}`,
    acceptedSubject: 'Richiesta di collegamento accettata',
    refusedSubject: 'Richiesta di collegamento rifiutata',
    answerText: (accepted: boolean, { student, monitor }: Sides) =>
      `Buongiorno,\n\nIl collegamento tra l’allievo ${student} e il maestro ${monitor} è stato ${accepted ? 'accettato' : 'rifiutato'}.`,
  },
  en: {
    requestSubject: 'New connection request',
    requestText: ({ student, monitor, link }: WithLink) =>
      `Hello ${monitor},\n\n${student} asks you to be their monitor.\nAccept or refuse the request here:\n${link}`,
    invitationSubject: 'Invitation from your monitor',
    invitationText: ({ student, monitor, school, link }: Invitation) =>
      `Hello ${student},\n\n${monitor} (${school}) invites you to join as a student.\nSign in to accept the invitation:\n${link}`,
    signupText: ({ student, monitor, school, link }: Invitation) =>
      `Hello ${student},\n\n${monitor} (${school}) invites you to join as a student.\nCreate your account with this e-mail address, then accept the invitation:\n${link}`,
    acceptedSubject: 'Connection request accepted',
    refusedSubject: 'Connection request refused',
    answerText: (accepted: boolean, { student, monitor }: Sides) =>
      `Hello,\n\nThe connection between the student ${student} and the monitor ${monitor} was ${accepted ? 'accepted' : 'refused'}.`,
  },
} satisfies Record<Language, unknown>;

export function linkMessages(language: string | null | undefined) {
  return messages[(language && language in messages ? language : 'fr') as Language];
}
