import { formatPhone, GENDERS, type Profile, updateProfileInput } from '@ds/domain';
import { Button, Group, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useProfile, useUpdateProfile } from '../api/accounts-api';

type Form = Omit<Profile, 'username' | 'language'>;
type FieldName = keyof Form;

function fromProfile(profile: Profile): Form {
  const { username: _username, language: _language, ...form } = profile;
  // Edited as it is read (079 123 45 67); the schema stores it in E.164 again.
  return { ...form, mobile: form.mobile && formatPhone(form.mobile) };
}

/** /account/me: personal details, mobile as written at home or international, postcode and city required. */
export function MePage() {
  const { t } = useTranslation('identity-account');
  const profile = useProfile();
  const update = useUpdateProfile();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  useEffect(() => {
    if (profile.data && !form) setForm(fromProfile(profile.data));
  }, [profile.data, form]);

  if (!form) return <Loader />;
  const set = (field: FieldName) => (value: string | null) =>
    setForm({ ...form, [field]: value === '' ? null : value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileInput.safeParse({ ...form, postcode: form.postcode ?? '', city: form.city ?? '' });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path[0], t(`me.errors.${String(issue.path[0])}`)]),
        ),
      );
      return;
    }
    setErrors({});
    await update.mutateAsync(parsed.data);
    notifications.show({ color: 'green', message: t('me.saved') });
  };

  return (
    <Stack maw={720} mx="auto">
      <Title order={1} size="h2">
        {t('me.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('me.gender')}
            data={GENDERS.map((gender) => ({ value: gender, label: t(`me.genders.${gender}`) }))}
            value={form.gender}
            onChange={set('gender')}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('me.firstname')}
              name="firstname"
              value={form.firstname}
              onChange={(e) => set('firstname')(e.currentTarget.value)}
              error={errors.firstname}
              required
            />
            <TextInput
              label={t('me.name')}
              name="name"
              value={form.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
              error={errors.name}
              required
            />
          </SimpleGrid>
          <TextInput
            label={t('me.mobile')}
            name="mobile"
            type="tel"
            placeholder="079 123 45 67"
            value={form.mobile ?? ''}
            onChange={(e) => set('mobile')(e.currentTarget.value)}
            error={errors.mobile}
          />
          <TextInput
            label={t('me.address')}
            name="address"
            value={form.address ?? ''}
            onChange={(e) => set('address')(e.currentTarget.value)}
            error={errors.address}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('me.postcode')}
              name="postcode"
              value={form.postcode ?? ''}
              onChange={(e) => set('postcode')(e.currentTarget.value)}
              error={errors.postcode}
              required
            />
            <TextInput
              label={t('me.city')}
              name="city"
              value={form.city ?? ''}
              onChange={(e) => set('city')(e.currentTarget.value)}
              error={errors.city}
              required
            />
          </SimpleGrid>
          <ErrorAlert error={update.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
