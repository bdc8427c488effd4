import { Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { ProgressPanel, useMyProgress } from '@/features/training';

/** The learner driver's own training card: readiness per domain and each skill's levels (read only). */
export function MyProgressCard() {
  const { t } = useTranslation('training-progress');
  const [cardId, setCardId] = useState<string | null>(null);
  const progress = useMyProgress(cardId);
  return (
    <SectionCard testId="dashboard-progress" title={t('myProgress')}>
      <ErrorAlert error={progress.error} />
      {progress.isPending && <Loader size="sm" />}
      {progress.data && <ProgressPanel progress={progress.data} onCardChange={setCardId} />}
    </SectionCard>
  );
}
