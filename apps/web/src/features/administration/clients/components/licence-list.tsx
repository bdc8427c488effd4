import type { ClientLicence } from '@ds/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';

const STATUS_COLOURS = { notActivated: 'gray', activated: 'teal', expired: 'red' } as const;

/** The licences of a client's people (keys masked), and where licence codes are generated: the plans' screen. */
export function LicenceList({ licences }: { licences: ClientLicence[] }) {
  const { t } = useTranslation('administration-clients');
  const day = (value: string | null) => (value ? formatDate(new Date(value)) : '—');
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} size="h4">
          {t('detail.licences')}
        </Title>
        <Anchor component={Link} to="/subscriptions" size="sm">
          {t('keysLink')}
        </Anchor>
      </Group>
      {licences.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.noLicences')}
        </Text>
      )}
      {licences.map((licence) => (
        <Card key={licence.id} withBorder padding="sm" data-testid="client-licence">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text ff="monospace" size="sm">
                {licence.key}
              </Text>
              <Badge color={STATUS_COLOURS[licence.status]} variant="light" size="sm">
                {t(`licenceStatus.${licence.status}`)}
              </Badge>
            </Group>
            <Group gap={4}>
              {licence.modules.map((module) => (
                <Badge key={module} variant="outline" size="sm">
                  {t(`modules.${module}`)}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('detail.licencePeriod', {
                start: day(licence.start),
                end: day(licence.end),
                holder: licence.holder.name,
              })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
