import { Button, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';

/** The learner's way from his dashboard to what his monitors shared with him. */
export function ResourcesLinkCard() {
  const { t } = useTranslation('resources-learning');
  return (
    <SectionCard testId="dashboard-resources" title={t('dashboard.title')}>
      <Text size="sm">{t('dashboard.text')}</Text>
      <Button
        component={Link}
        to="/learning/resources"
        variant="light"
        leftSection={<IconBooks size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('dashboard.open')}
      </Button>
    </SectionCard>
  );
}
