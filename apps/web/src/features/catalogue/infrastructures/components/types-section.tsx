import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useInfrastructureTypes } from '../api/infrastructures-api';
import { TypeNameForm } from './type-name-form';

/** The infrastructure types: add one, rename any in place. */
export function TypesSection() {
  const { t } = useTranslation('catalogue-infrastructures');
  const types = useInfrastructureTypes();
  return (
    <Stack>
      <Paper withBorder p="md">
        <TypeNameForm />
      </Paper>
      {types.isPending && <Loader />}
      <ErrorAlert error={types.error} />
      {types.data?.length === 0 && <Text c="dimmed">{t('types.empty')}</Text>}
      {types.data?.map((type) => (
        <TypeNameForm key={type.id} type={type} />
      ))}
    </Stack>
  );
}
