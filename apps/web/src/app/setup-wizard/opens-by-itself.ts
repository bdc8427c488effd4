import type { Me } from '@ds/domain';
import { SESSION_KEYS } from '../../lib/storage-keys';

export const SETUP_WIZARD_PATH = '/account/setup';

/**
 * Whether the first signed-in screen should give way to the configuration wizard (spec §1, §2):
 * for a user who may read it and has neither finished nor closed it, once per sign-in (the
 * spec's wizard flag, which signing out clears), and never before a two-factor enrolment the
 * sign-in demands.
 */
export function wizardOpensByItself(
  me: Pick<Me, 'setup' | 'twoFactorSetupRequired'>,
  mayReadWizard: boolean,
  openedThisSession: boolean,
): boolean {
  return mayReadWizard && !me.setup.done && !me.twoFactorSetupRequired && !openedThisSession;
}

/** The wizard flag: it was shown in this tab since signing in. */
export function wizardOpenedThisSession(): boolean {
  return sessionStorage.getItem(SESSION_KEYS.wizard) !== null;
}

export function markWizardOpened(): void {
  sessionStorage.setItem(SESSION_KEYS.wizard, 'opened');
}
