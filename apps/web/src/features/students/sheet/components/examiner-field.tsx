import { type Examiner, examinerInput } from '@ds/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useExaminers, useSaveExaminer } from '../api/examiners-api';

interface Props {
  value: string | null;
  onChange: (examinerId: string | null) => void;
  error?: string;
}

/** Active examiners plus the one already chosen; a new examiner is added in place and chosen. */
export function ExaminerField({ value, onChange, error }: Props) {
  const { t } = useTranslation('students-sheet');
  const examiners = useExaminers();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const added = useValidatedSave({
    schema: examinerInput,
    namespace: 'students-sheet',
    mutation: useSaveExaminer(),
    id: null,
    onSaved: (examiner: Examiner) => {
      onChange(examiner.id);
      setName('');
      setAdding(false);
    },
  });
  const options = (examiners.data ?? [])
    .filter((examiner) => examiner.active || examiner.id === value)
    .map((examiner) => ({ value: examiner.id, label: examiner.name }));

  // The field sits inside the exam form: Enter adds the examiner instead of saving the exam.
  const onNameKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void added.submit({ name });
  };

  return (
    <Stack gap={4}>
      <Select
        label={t('exams.examiner')}
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        clearable
        searchable
        nothingFoundMessage={t('examiners.nothingFound')}
        disabled={examiners.isPending}
      />
      <ErrorAlert error={examiners.error} />
      {adding ? (
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t('examiners.newName')}
            placeholder={t('examiners.newName')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              added.clearField('name');
            }}
            onKeyDown={onNameKey}
            error={added.errors.name}
            data-autofocus
          />
          <Button type="button" variant="light" loading={added.saving} onClick={() => void added.submit({ name })}>
            {t('examiners.add')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
          >
            {t('examiners.new')}
          </Button>
        </Group>
      )}
      <ErrorAlert error={added.failure} />
    </Stack>
  );
}
