import { Anchor, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { type StudentName, StudentPicker } from '@/components/student-picker';
import { useStudentProgress } from '../api/progress-api';

/** /training-card/choice (spec §2): a student, then one of the cards he was taught on. */
export function TrainingCardChoicePage() {
  const { t } = useTranslation('training-progress');
  const navigate = useNavigate();
  const [student, setStudent] = useState<StudentName | null>(null);
  const studentId = student?.id ?? null;
  const progress = useStudentProgress(studentId, null);
  const cards = progress.data?.cards ?? [];
  const [cardId, setCardId] = useState<string | null>(null);
  const chosenCard = cards.find((card) => card.id === cardId)?.id ?? cards[0]?.id ?? null;

  return (
    <Stack maw={560} mx="auto" w="100%" p="md" gap="md">
      <Anchor component={Link} to="/" size="sm">
        {t('backHome')}
      </Anchor>
      <Title order={1} size="h2">
        {t('choiceTitle')}
      </Title>
      <StudentPicker label={t('student')} value={student} onChange={setStudent} />
      <ErrorAlert error={progress.error} />
      {studentId && progress.data && cards.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {cards.length > 0 && (
        <Select
          label={t('card')}
          data={cards.map((card) => ({ value: card.id, label: card.name }))}
          value={chosenCard}
          onChange={setCardId}
          allowDeselect={false}
        />
      )}
      <Button
        disabled={!studentId || !chosenCard}
        onClick={() => navigate(`/training-card/view?student=${studentId}&card=${chosenCard}`)}
      >
        {t('show')}
      </Button>
    </Stack>
  );
}
