import { type Resource, resourceSharingInput } from '@ds/domain';
import { Loader, MultiSelect, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useSaveSharing, useShareableStudents } from '../api/resources-api';
import { LIBRARY_NAMESPACE } from '../model/upload-message';

type Sharing = { allStudents: boolean; studentIds: string[] };

/**
 * Whom of my students a resource is shared with: all of them (today's and those to come) or those
 * chosen by name. A student chosen before who is no longer on my list stays chosen until removed.
 */
export function ShareForm({
  resource,
  onSaved,
  onCancel,
}: {
  resource: Resource;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const students = useShareableStudents();
  const [values, setValues] = useState<Sharing>(() => ({
    allStudents: resource.sharing.allStudents,
    studentIds: [...resource.sharing.studentIds],
  }));
  const { errors, submit, saving, failure } = useValidatedSave({
    schema: resourceSharingInput,
    namespace: LIBRARY_NAMESPACE,
    mutation: useSaveSharing(),
    id: resource.id,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('share.saved') });
      onSaved();
    },
  });
  // The server names the student it refuses by position (`studentIds.2`): the one field says it.
  const studentsError = Object.entries(errors).find(([field]) => field.split('.')[0] === 'studentIds')?.[1];
  const known = new Map((students.data ?? []).map((student) => [student.id, `${student.firstname} ${student.name}`]));
  const options = [
    ...(students.data ?? []).map((student) => ({ value: student.id, label: known.get(student.id) ?? '' })),
    ...values.studentIds
      .filter((id) => students.isSuccess && !known.has(id))
      .map((id) => ({ value: id, label: t('share.formerStudent') })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // All students: the chosen ones need not be kept apart.
    void submit(values.allStudents ? { allStudents: true, studentIds: [] } : values);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="share-form">
      <Stack gap="sm">
        <Switch
          label={t('share.allStudents')}
          checked={values.allStudents}
          onChange={(event) => {
            const allStudents = event.currentTarget.checked;
            setValues((current) => ({ ...current, allStudents }));
          }}
        />
        {!values.allStudents &&
          (students.isPending ? (
            <Loader size="sm" />
          ) : (
            <MultiSelect
              label={t('share.students')}
              placeholder={values.studentIds.length === 0 ? t('share.studentsPlaceholder') : undefined}
              data={options}
              value={values.studentIds}
              onChange={(studentIds) => setValues((current) => ({ ...current, studentIds }))}
              searchable
              clearable
              nothingFoundMessage={t('share.nothingFound')}
              error={studentsError}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        <ErrorAlert error={students.error} />
        <ErrorAlert error={failure} />
        <FormButtons saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
