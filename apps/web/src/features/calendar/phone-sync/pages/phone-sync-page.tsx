import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { usePhoneSync } from '../api/phone-sync-api';
import { AppPasswordsList } from '../components/app-passwords-list';
import { CalendarFeedsSection } from '../components/calendar-feeds-section';
import { ConnectionSection } from '../components/connection-section';

/**
 * /account/phone-sync (spec §2 "phone calendar sync"): the CalDAV address, the user name and
 * app passwords for Apple Calendar or DAVx⁵, and read-only ICS links per calendar.
 */
export function PhoneSyncPage() {
  const { t } = useTranslation('calendar-phone-sync');
  const { ability } = usePermissions();
  const holdsCalendars = ability.can('manage', 'calendar');
  return (
    <Stack maw={720} mx="auto">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      {holdsCalendars ? <PhoneSyncSections /> : <Alert color="blue">{t('notAvailable')}</Alert>}
    </Stack>
  );
}

function PhoneSyncSections() {
  const sync = usePhoneSync();
  if (sync.error) return <ErrorAlert error={sync.error} />;
  if (!sync.data) return <Loader />;
  return (
    <>
      <ConnectionSection sync={sync.data} />
      <AppPasswordsList passwords={sync.data.passwords} />
      <CalendarFeedsSection />
    </>
  );
}
