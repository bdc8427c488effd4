import { Card, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyProgress } from '../../training-progress/api/progress-api';
import { ProgressPanel } from '../../training-progress/components/progress-panel';

/** The learner driver's own training card: readiness per domain and each skill's levels (read only). */
export function MyProgressCard() {
  const { t } = useTranslation('progress');
  const [cardId, setCardId] = useState<string | null>(null);
  const progress = useMyProgress(cardId);
  return (
    <Card withBorder padding="md" data-testid="dashboard-progress">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('myProgress')}
        </Title>
        <ErrorAlert error={progress.error} />
        {progress.isPending && <Loader size="sm" />}
        {progress.data && <ProgressPanel progress={progress.data} onCardChange={setCardId} />}
      </Stack>
    </Card>
  );
}
