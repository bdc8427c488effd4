import { type School, SELECTABLE_LANGUAGES, schoolInput } from '@ds/domain';
import { Badge, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { PostalAddressFields } from '@/components/postal-address-fields';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useCurrentLanguage } from '@/lib/current-language';
import type { AddressValues } from '@/lib/postal-address-values';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadSchool, useSaveSchool } from '../api/school-api';
import { type SchoolFormValues, schoolFormValues, toSchoolCandidate } from '../model/school-form-values';

type TextField = 'name' | 'phone' | 'email' | 'website' | 'vatNumber' | 'iban';

/**
 * Spec §3 Driving school with what its invoices need: the address in QR-bill parts, the billing
 * address unless it is the same, the VAT number and the IBAN, each checked as the server checks
 * it. With no school, the same form founds one.
 */
export function SchoolForm({ school, onSaved }: { school: School | null; onSaved?: (school: School) => void }) {
  const { t } = useTranslation('school');
  const language = useCurrentLanguage();
  const initialLanguage = SELECTABLE_LANGUAGES.find((candidate) => candidate === language) ?? 'fr';
  const [values, setValues] = useState<SchoolFormValues>(() => schoolFormValues(school, initialLanguage));
  const readSchool = useReadSchool();
  const opened = useOpenedRecord(school, {
    read: readSchool,
    restart: (fresh) => setValues(schoolFormValues(fresh, initialLanguage)),
  });
  const { errors, submit, saving, failure, reset, clearField } = useValidatedSave({
    schema: schoolInput,
    namespace: 'school',
    mutation: useSaveSchool(),
    id: school?.id ?? null,
    version: opened.version,
    onSaved: (saved) => {
      opened.saved(saved);
      setValues(schoolFormValues(saved, initialLanguage));
      notifications.show({ color: 'green', message: school ? t('record.saved') : t('record.founded') });
      onSaved?.(saved);
    },
  });

  const change = (patch: Partial<SchoolFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) clearField(field);
  };
  const changeBilling = (patch: Partial<AddressValues>) => {
    setValues((current) => ({ ...current, billing: { ...current.billing, ...patch } }));
    for (const field of Object.keys(patch)) clearField(`billing.${field}`);
  };
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [field]: event.currentTarget.value }),
    error: errors[field],
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(toSchoolCandidate(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('record.formLabel')}>
      <Stack gap="sm">
        <TextInput label={t('record.name')} required {...text('name')} />
        <PostalAddressFields values={values} errors={errors} onChange={change} onBillingChange={changeBilling} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('record.phone')} type="tel" placeholder="021 312 34 56" {...text('phone')} />
          <TextInput label={t('record.email')} type="email" {...text('email')} />
        </SimpleGrid>
        <TextInput label={t('record.website')} placeholder="www.auto-ecole.ch" {...text('website')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('record.vatNumber')}
            description={t('record.vatNumberHint')}
            placeholder="CHE-123.456.789 MWST"
            {...text('vatNumber')}
          />
          <TextInput
            label={
              <Group gap={6} component="span">
                {t('record.iban')}
                {school?.qrIban && (
                  <Badge size="xs" variant="light">
                    {t('record.qrIban')}
                  </Badge>
                )}
              </Group>
            }
            description={t('record.ibanHint')}
            placeholder="CH93 0076 2011 6238 5295 7"
            {...text('iban')}
          />
        </SimpleGrid>
        <Select
          label={t('record.defaultLanguage')}
          description={t('record.defaultLanguageHint')}
          data={SELECTABLE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={values.defaultLanguage}
          onChange={(value) => value && change({ defaultLanguage: value as SchoolFormValues['defaultLanguage'] })}
          allowDeselect={false}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
