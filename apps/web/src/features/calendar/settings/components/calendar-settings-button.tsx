import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';

/** The way from the calendar screen to its settings, for those who may manage calendars. */
export function CalendarSettingsButton() {
  const { t } = useTranslation('calendar-settings');
  const { ability } = usePermissions();
  if (!ability.can('manage', 'calendar')) return null;
  return (
    <Button
      component={Link}
      to="/calendar/settings"
      variant="light"
      size="xs"
      leftSection={<IconSettings size={14} />}
      data-testid="calendar-settings-button"
    >
      {t('open')}
    </Button>
  );
}
