import { type Examiner, examinerInput } from '@ds/domain';
import { Badge, Button, Group, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { usePermissions } from '@/lib/permissions';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadExaminer, useSaveExaminer, useSetExaminerActive } from '../api/examiners-api';

/**
 * One examiner of the school: the school head renames him in place, disables him (kept on past
 * exams) or enables him again; everyone else reads the list.
 */
export function ExaminerRow({ examiner }: { examiner: Examiner }) {
  const { ability } = usePermissions();
  return ability.can('manage', 'schoolRecords') ? (
    <EditableExaminer examiner={examiner} />
  ) : (
    <Group gap="xs" data-testid="examiner-row">
      <Text size="sm">{examiner.name}</Text>
      {!examiner.active && <DisabledBadge />}
    </Group>
  );
}

function DisabledBadge() {
  const { t } = useTranslation('students-sheet');
  return (
    <Badge color="gray" variant="light">
      {t('examiners.disabled')}
    </Badge>
  );
}

function EditableExaminer({ examiner }: { examiner: Examiner }) {
  const { t } = useTranslation('students-sheet');
  const [name, setName] = useState(examiner.name);
  const activity = useSetExaminerActive();
  const readExaminer = useReadExaminer();
  // The row stays after a rename: the next one names the version that rename made.
  const opened = useOpenedRecord(examiner, {
    read: () => readExaminer(examiner.id),
    restart: (fresh) => setName(fresh.name),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: examinerInput,
    namespace: 'students-sheet',
    mutation: useSaveExaminer(),
    id: examiner.id,
    version: opened.version,
    onSaved: opened.saved,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="examiner-row">
      <Group align="flex-start" wrap="wrap" gap="xs">
        <TextInput
          style={{ flex: 1, minWidth: 160 }}
          aria-label={t('examiners.nameOf', { name: examiner.name })}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearField('name');
          }}
          error={errors.name}
        />
        <Button type="submit" variant="light" loading={saving} disabled={name === examiner.name}>
          {t('examiners.rename')}
        </Button>
        <Switch
          mt={8}
          label={t('examiners.active')}
          checked={examiner.active}
          disabled={activity.isPending}
          onChange={(event) => activity.mutate({ id: examiner.id, active: event.currentTarget.checked })}
        />
      </Group>
      <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
      <ErrorAlert error={activity.error} />
    </form>
  );
}
