import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { signIn } from './session';

/**
 * The demo administrator must enrol two-factor sign-in before anything else; the first browser
 * test to sign him in enrols him, as he would, and keeps the secret beside this run's server
 * (one file per server address), so later tests sign in with a code of their own.
 */
function secretFile(): string {
  return join(tmpdir(), `ds-e2e-admin-totp-${new URL(baseUrl()).port}.json`);
}

interface Enrolment {
  secret: string;
  /** The last TOTP time step used: each is accepted once. */
  lastStep: number;
}

async function save(enrolment: Enrolment) {
  await writeFile(secretFile(), JSON.stringify(enrolment));
}

/**
 * The administrator's first sign-in on a server: he is sent to enrol two-factor sign-in and does;
 * answers the secret and the time step of the code he used.
 */
export async function enrolAdminTwoFactor(page: Page): Promise<Enrolment> {
  await signIn(page, 'admin@demo.ch');
  await page.waitForURL('**/account/security');
  await page.getByRole('button', { name: 'Activer' }).click();
  // He scans the QR code (drawn in the page) or copies the key beside it.
  await page.getByRole('img', { name: 'Code QR à scanner avec votre application d’authentification' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  const lastStep = Math.floor(Date.now() / 30_000);
  await page.locator('input[name="otp"]').fill(totpOf(secret).generate());
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByTestId('recovery-codes').waitFor();
  return { secret, lastStep };
}

export async function signInAsAdmin(page: Page): Promise<void> {
  if (!existsSync(secretFile())) {
    await save(await enrolAdminTwoFactor(page));
    await page.goto('/');
    return;
  }
  const enrolment = JSON.parse(await readFile(secretFile(), 'utf8')) as Enrolment;
  // The server takes the codes of the step before, the current one and the next, each step once:
  // the current step or the next one is free unless two sign-ins already used them.
  const currentStep = () => Math.floor(Date.now() / 30_000);
  while (enrolment.lastStep + 1 > currentStep() + 1) await sleep(1_000);
  const step = Math.max(currentStep(), enrolment.lastStep + 1);
  await page.goto('/login');
  await page.getByLabel(/Nom d’utilisateur/).fill('admin@demo.ch');
  await page.locator('input[name="password"]').fill('Demo-Pass-2026!');
  await page.getByRole('button', { name: /Se connecter/ }).click();
  const otp = page.locator('input[name="otp"]');
  await otp.waitFor();
  await save({ ...enrolment, lastStep: step });
  await otp.fill(totpOf(enrolment.secret).generate({ timestamp: step * 30_000 }));
  await page.getByRole('button', { name: /Se connecter/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret) });
}
