import type { ClientSummary } from '@ds/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The client's kind, and whether its account (or some of its people's) is blocked. */
export function ClientStatus({ client }: { client: ClientSummary }) {
  const { t } = useTranslation('administration-clients');
  return (
    <Group gap={4}>
      <Badge variant="outline" size="sm" color="gray">
        {t(`kinds.${client.kind}`)}
      </Badge>
      {client.blocked ? (
        <Badge color="red" size="sm" data-testid="client-blocked">
          {t('blocked')}
        </Badge>
      ) : (
        client.blockedMembers > 0 && (
          <Badge color="orange" variant="light" size="sm">
            {t('blockedMembers', { count: client.blockedMembers })}
          </Badge>
        )
      )}
    </Group>
  );
}
