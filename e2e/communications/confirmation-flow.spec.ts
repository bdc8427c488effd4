import type { CommunicationLogEntry, CommunicationSettings } from '@ds/domain';
import type { Browser } from 'playwright-core';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage } from '../support/browser';
import {
  type ReceivedMail,
  saveSchoolMailServer,
  startSchoolMailServer,
  stopSchoolMailServer,
} from '../support/school-mail-server';
import { signIn } from '../support/session';

describe('a confirmation through the school’s own mail server', () => {
  let browser: Browser;
  let smtp: SMTPServer;
  const received: ReceivedMail[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    smtp = await startSchoolMailServer(received);
  });
  afterAll(async () => {
    await browser.close();
    await stopSchoolMailServer(smtp);
  });

  it('is configured by the head, tested, and sends the confirmation of a booked lesson, listed in /comm-logs', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    const before = await apiCall<CommunicationSettings>(page, '/communication-settings');
    await page.goto('/comm-settings');
    const form = page.getByRole('form', { name: 'Réglages des communications' });
    await form.waitFor();
    await saveSchoolMailServer(page, form);
    // A toast's close button is named, as every control.
    await page.locator('.mantine-Notification-root').getByRole('button', { name: 'Fermer' }).first().waitFor();

    await form.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
    await expect.poll(() => received.some((mail) => mail.subject === 'Test de votre compte e-mail')).toBe(true);

    const students = await apiCall<Array<{ id: string; name: string; email: string | null }>>(
      page,
      '/students?pageSize=100',
    );
    const student = students.find((candidate) => candidate.email);
    if (!student?.email) throw new Error('head@demo.ch holds no student with an e-mail address');
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setMinutes(0, 0, 0);
    const booked = await apiCall<{ id: string }>(page, '/appointments', {
      method: 'POST',
      body: {
        title: 'Leçon – confirmation (e2e)',
        start: start.toISOString(),
        end: new Date(start.getTime() + 45 * 60_000).toISOString(),
        studentIds: [student.id],
        allowOverlap: true,
      },
    });
    // Planned within seconds of the booking, then delivered by the job queue through the head's server.
    await expect
      .poll(() => received.find((mail) => mail.to.includes(student.email as string)), {
        timeout: 30_000,
      })
      .toBeTruthy();

    await page.goto('/comm-logs');
    await page.getByLabel('Rechercher', { exact: true }).fill(student.email);
    const log = await apiCall<CommunicationLogEntry[]>(
      page,
      `/communication-logs?q=${encodeURIComponent(student.email)}`,
    );
    const confirmation = log.find((entry) => entry.kind === 'confirmation' && entry.status === 'sent');
    expect(confirmation?.subject).toBe(received.find((mail) => mail.to.includes(student.email as string))?.subject);
    await page
      .getByText(confirmation?.subject ?? '')
      .first()
      .waitFor();

    // Back as it was, for the other tests.
    await apiCall(page, `/appointments/${booked.id}`, { method: 'DELETE' });
    const now = await apiCall<CommunicationSettings>(page, '/communication-settings');
    const { productSender: _sender, microsoft: _microsoft, smtp: _smtp, imap: _imap, sms: _sms, ...choices } = before;
    await apiCall(page, '/communication-settings', {
      method: 'PUT',
      body: { ...choices, smtp: null, imap: null, sms: null, version: now.version },
    });
    await context.close();
  });
});
