import { Button, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';

/** The learner's way from his dashboard to booking a lesson himself. */
export function BookingLinkCard() {
  const { t } = useTranslation('booking');
  return (
    <SectionCard testId="dashboard-booking" title={t('dashboard.title')}>
      <Text size="sm">{t('dashboard.text')}</Text>
      <Button
        component={Link}
        to="/booking"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('dashboard.open')}
      </Button>
    </SectionCard>
  );
}
