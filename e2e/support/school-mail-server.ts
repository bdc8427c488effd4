import { simpleParser } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'ecole@demo.ch';
export const SMTP_PASSWORD = 'smtp-e2e-secret';

export interface ReceivedMail {
  subject: string;
  to: string;
  text: string;
}

/**
 * A mail server of the school's provider, on the submission port the settings accept, keeping
 * what it receives in `received` (the global setup lets the app reach servers on this machine).
 */
export async function startSchoolMailServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ subject: mail.subject ?? '', to: to ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(587, '127.0.0.1', resolve);
  });
  return server;
}

export function stopSchoolMailServer(server: SMTPServer | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/** A select of the form: opened, then its option chosen. */
async function choose(page: Page, label: string, option: string) {
  await page
    .locator('input')
    .and(page.getByLabel(new RegExp(`^${label}`)))
    .click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * The communication settings' e-mail account set to the school's mail server above, saved as a
 * person does (confirming what the save changes elsewhere when the form asks).
 */
export async function saveSchoolMailServer(page: Page, form: Locator): Promise<void> {
  await form.getByRole('radio', { name: 'Mon propre serveur de messagerie (SMTP)' }).check();
  await form.getByRole('textbox', { name: 'Serveur SMTP' }).fill('127.0.0.1');
  await choose(page, 'Port SMTP', '587 (recommandé)');
  await choose(page, 'Sécurité SMTP', 'Aucune');
  await form.getByRole('textbox', { name: 'Nom d’utilisateur SMTP' }).fill(SMTP_USER);
  await form.getByLabel('Mot de passe SMTP').fill(SMTP_PASSWORD);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const apply = page.getByRole('button', { name: 'Enregistrer et appliquer' });
  if (await apply.isVisible().catch(() => false)) await apply.click();
  await page.getByText('Réglages des communications enregistrés.').waitFor();
}
