import { Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useStudentProgress } from '../api/progress-api';
import { ProgressPanel } from './progress-panel';

/** The sheet's training card: exam readiness per domain and each skill's levels (issue 7). */
export function ProgressSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('training-progress');
  const [cardId, setCardId] = useState<string | null>(null);
  const progress = useStudentProgress(studentId, cardId);
  return (
    <>
      <ErrorAlert error={progress.error} />
      {progress.isPending && <Loader size="sm" />}
      {progress.data && <ProgressPanel progress={progress.data} onCardChange={setCardId} />}
      {progress.data?.card && (
        <Anchor
          component={Link}
          to={`/training-card/view?student=${studentId}&card=${progress.data.card.id}`}
          size="sm"
          mt="sm"
          display="block"
        >
          {t('openFull')}
        </Anchor>
      )}
    </>
  );
}
