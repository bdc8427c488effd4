import { Stack } from '@mantine/core';
import { QuickActionsSection } from '../../features/calendar';
import { AppLogoSection, LicencePhotoSection } from '../../features/identity';
import { MePage } from '../../features/identity/accounts/pages/me-page';
import { SariCredentialsSection, TheoryCredentialsSection } from '../../features/integrations';
import { usePermissions } from '../../lib/permissions';

/**
 * /account/me (spec §2 My account): identity's personal details, then the user's accounts at the
 * services the product talks to on his behalf (the theory-exam training service, and SARI for
 * those who send to it), the chips of his day (the calendar's, which knows their screens), his app
 * logo and his driving-licence photo.
 */
export function AccountMePage() {
  const { ability } = usePermissions();
  return (
    <Stack maw={720} mx="auto" w="100%" gap="lg">
      <MePage />
      {ability.can('read', 'theoryTest') && <TheoryCredentialsSection />}
      {ability.can('manage', 'sari') && <SariCredentialsSection />}
      <QuickActionsSection />
      <AppLogoSection />
      <LicencePhotoSection />
    </Stack>
  );
}
