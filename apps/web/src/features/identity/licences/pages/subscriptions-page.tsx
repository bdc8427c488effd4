import { type Licence, licenceKeySchema } from '@ds/domain';
import { Badge, Box, Button, Card, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { api } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { fetchMe } from '@/lib/me';
import { storeSessionUser } from '@/lib/session';

const STATUS_COLOURS = { notActivated: 'gray', activated: 'green', expired: 'red' } as const;

const dayOf = (value: Date | string | null) => (value ? formatDate(new Date(value)) : '—');

/** One licence on a phone: every column of the table, none cut off by the screen's edge. */
function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation('identity-account');
  return (
    <Card withBorder padding="sm" data-testid="licence-card">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {licence.key}
          </Text>
          <Badge color={STATUS_COLOURS[licence.status]} style={{ flexShrink: 0 }} data-testid="licence-status">
            {t(`licences.statuses.${licence.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{licence.modules.map((module) => t(`licences.moduleNames.${module}`)).join(', ')}</Text>
        <Text size="sm" c="dimmed">
          {t('licences.start')}: {dayOf(licence.start)} · {t('licences.end')}:{' '}
          <span data-testid="licence-end">{dayOf(licence.end)}</span>
        </Text>
      </Stack>
    </Card>
  );
}

/** /account/subscriptions: my licences and the activation of a licence key (spec §2, §4 Licence). */
export function SubscriptionsPage() {
  const { t } = useTranslation('identity-account');
  const client = useQueryClient();
  const licences = useQuery({ queryKey: ['licences'], queryFn: () => api<Licence[]>('/licences') });
  const [key, setKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const activate = useMutation({
    mutationFn: (value: string) => api<Licence>('/licences/activate', { method: 'POST', body: { key: value } }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('licences.activated') });
      setKey('');
      setSubmitted(false);
      storeSessionUser(await fetchMe());
      await client.invalidateQueries({ queryKey: ['licences'] });
    },
  });
  const keyValid = licenceKeySchema.safeParse(key).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (keyValid) activate.mutate(key);
  };

  return (
    <Stack maw={860} mx="auto">
      <Title order={1} size="h2">
        {t('licences.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('licences.key')}
              name="licence-key"
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              error={submitted && !keyValid ? t('licences.keyFormat') : undefined}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={activate.isPending}>
              {t('licences.activate')}
            </Button>
          </Group>
          <ErrorAlert error={activate.error} />
        </form>
      </Paper>
      {licences.isPending && <Loader />}
      {licences.data?.length === 0 && <Text c="dimmed">{t('licences.none')}</Text>}
      {licences.data && licences.data.length > 0 && (
        <Stack gap="xs" hiddenFrom="sm">
          {licences.data.map((licence) => (
            <LicenceCard key={licence.id} licence={licence} />
          ))}
        </Stack>
      )}
      {licences.data && licences.data.length > 0 && (
        <Box visibleFrom="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="licences-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('licences.key')}</Table.Th>
                  <Table.Th>{t('licences.modules')}</Table.Th>
                  <Table.Th>{t('licences.start')}</Table.Th>
                  <Table.Th>{t('licences.end')}</Table.Th>
                  <Table.Th>{t('licences.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licences.data.map((licence) => (
                  <Table.Tr key={licence.id}>
                    <Table.Td>{licence.key}</Table.Td>
                    <Table.Td>
                      {licence.modules.map((module) => t(`licences.moduleNames.${module}`)).join(', ')}
                    </Table.Td>
                    <Table.Td>{dayOf(licence.start)}</Table.Td>
                    <Table.Td>{dayOf(licence.end)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOURS[licence.status]}>{t(`licences.statuses.${licence.status}`)}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      )}
    </Stack>
  );
}
