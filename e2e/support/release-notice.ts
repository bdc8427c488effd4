import type { Page } from 'playwright-core';

/** The new-release notice sits over dialogs and buttons: closed once it shows. */
export async function closeReleaseNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('release-notice');
  if (await notice.isVisible().catch(() => false)) await notice.getByRole('button').click();
}
