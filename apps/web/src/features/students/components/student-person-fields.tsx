import { GENDERS, LANGUAGES } from '@ds/domain';
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import type { StudentFormValues } from '../model/student-form-values';

type Props = {
  values: StudentFormValues;
  errors: FieldMessages;
  onChange: (patch: Partial<StudentFormValues>) => void;
};

/** Who the student is and how to reach him: spec §3 Person without the addresses. */
export function StudentPersonFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('students');
  const text = (field: keyof StudentFormValues & string) => ({
    name: field,
    label: t(`form.${field}`),
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  return (
    <Stack gap="lg">
      <Fieldset legend={t('form.identity')}>
        <Stack gap="sm">
          <Select
            label={t('form.gender')}
            name="gender"
            data={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            value={values.gender}
            onChange={(gender) => onChange({ gender: gender as StudentFormValues['gender'] })}
            error={errors.gender}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('firstname')} required autoComplete="off" />
            <TextInput {...text('name')} required autoComplete="off" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...text('birthDate')}
              required
              placeholder={t('form.datePlaceholder')}
              description={t('form.birthDateHint')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...text('faber')}
              required
              placeholder="123.456.789"
              description={t('form.faberHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('originPlace')} description={t('form.originPlaceHint')} />
            <TextInput {...text('registryNumber')} description={t('form.registryNumberHint')} />
          </SimpleGrid>
          <Select
            label={t('form.language')}
            name="language"
            data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            value={values.language}
            onChange={(language) => onChange({ language: language as StudentFormValues['language'] })}
            error={errors.language}
            clearable
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('form.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('email')} type="email" autoComplete="off" />
          <TextInput {...text('mobile')} type="tel" placeholder="079 123 45 67" description={t('form.mobileHint')} />
        </SimpleGrid>
      </Fieldset>
      <Textarea {...text('comments')} autosize minRows={2} maxRows={8} />
    </Stack>
  );
}
