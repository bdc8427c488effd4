import { RESOURCE_TYPES, type Resource, type ResourceType, resourceInput } from '@ds/domain';
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadResource, useSaveResource } from '../api/resources-api';
import { type ResourceFormValues, shownGroups, toInput, valuesOf } from '../model/resource-form-values';
import { LIBRARY_NAMESPACE } from '../model/upload-message';

const NAME_FIELDS = ['nameFr', 'nameDe', 'nameIt'] as const;

/**
 * A resource's description (spec §3 Resource): its names in French, German and Italian (one at
 * least), its type, a link's address and label, a place in a legislation document (bookmark,
 * page). Without a resource, a new link. Checked with the domain schema before it is sent.
 */
export function ResourceForm({
  resource,
  onSaved,
  onCancel,
}: {
  resource: Resource | null;
  onSaved: (saved: Resource) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const [values, setValues] = useState<ResourceFormValues>(() => valuesOf(resource));
  const readResource = useReadResource();
  const opened = useOpenedRecord(resource, {
    read: () => readResource(resource?.id ?? ''),
    restart: (fresh) => setValues(valuesOf(fresh)),
  });
  const { errors, submit, saving, failure, reset, clearField } = useValidatedSave({
    schema: resourceInput,
    namespace: LIBRARY_NAMESPACE,
    mutation: useSaveResource(),
    id: resource?.id ?? null,
    version: opened.version,
    // A malformed address and a link without one get one wording that says what is expected.
    fieldMessages: { linkUrl: t('errors.linkUrl') },
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('form.saved') });
      onSaved(saved);
    },
  });
  const set = <Field extends keyof ResourceFormValues>(field: Field, value: ResourceFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // One name given answers the three fields' "at least one name".
    if (NAME_FIELDS.includes(field as (typeof NAME_FIELDS)[number])) for (const name of NAME_FIELDS) clearField(name);
    else clearField(field);
  };
  const shown = shownGroups(values, Boolean(resource?.file));
  // A refused field is never hidden.
  const groups = {
    link: shown.link || Boolean(errors.linkUrl || errors.linkLabel),
    place: shown.place || Boolean(errors.bookmark || errors.page),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(toInput(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="resource-form">
      <Stack gap="sm">
        {resource?.file && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('form.file', { name: resource.file.name })}
          </Text>
        )}
        <Select
          label={t('form.type')}
          data={RESOURCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={values.type}
          onChange={(type) => type && set('type', type as ResourceType)}
          allowDeselect={false}
          error={errors.type}
          required
        />
        <Text size="sm" c="dimmed">
          {t('form.namesHint')}
        </Text>
        {NAME_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`form.${field}`)}
            name={field}
            value={values[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={errors[field]}
          />
        ))}
        {groups.link && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="url"
              label={t('form.linkUrl')}
              name="linkUrl"
              placeholder="https://"
              required={values.type === 'link'}
              value={values.linkUrl}
              onChange={(event) => set('linkUrl', event.currentTarget.value)}
              error={errors.linkUrl}
            />
            <TextInput
              label={t('form.linkLabel')}
              name="linkLabel"
              value={values.linkLabel}
              onChange={(event) => set('linkLabel', event.currentTarget.value)}
              error={errors.linkLabel}
            />
          </SimpleGrid>
        )}
        {groups.place && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.bookmark')}
              name="bookmark"
              value={values.bookmark}
              onChange={(event) => set('bookmark', event.currentTarget.value)}
              error={errors.bookmark}
            />
            <NumberInput
              label={t('form.page')}
              name="page"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={values.page}
              onChange={(page) => set('page', page)}
              error={errors.page}
            />
          </SimpleGrid>
        )}
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
