import type { CalendarFeed, CreatedCalendarFeed } from '@ds/domain';
import { Alert, Anchor, Badge, Button, ColorSwatch, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCalendarFeeds, useCreateFeed, useDeleteFeed } from '../api/phone-sync-api';
import { CopyableValue } from './copyable-value';

/** webcal:// opens the subscription dialog of the device's calendar app. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * A read-only ICS link per calendar of mine. Only its fingerprint is stored, so a link is shown
 * once, when made; making a new one (after a confirmation) stops the old one.
 */
export function CalendarFeedsSection() {
  const { t } = useTranslation('calendar-phone-sync');
  const feeds = useCalendarFeeds();
  const create = useCreateFeed();
  const remove = useDeleteFeed();
  const [shown, setShown] = useState<CreatedCalendarFeed | null>(null);

  const make = (feed: CalendarFeed) => create.mutate(feed.calendarId, { onSuccess: setShown });
  const confirm = (title: string, text: string, action: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: t('feeds.confirm'), cancel: t('passwords.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: action,
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('feeds.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feeds.intro')}
        </Text>
        {!feeds.data && <Loader size="sm" />}
        {feeds.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('feeds.empty')}
          </Text>
        )}
        {feeds.data?.map((feed) => (
          <Stack key={feed.calendarId} gap="xs" data-testid="calendar-feed-row">
            <Group justify="space-between" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <ColorSwatch color={feed.colour} size={14} style={{ flexShrink: 0 }} />
                <Text size="sm" fw={600} truncate>
                  {feed.label}
                </Text>
                <Badge variant="light" color={feed.active ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                  {feed.active ? t('feeds.active') : t('feeds.inactive')}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRss size={14} />}
                  loading={create.isPending && create.variables === feed.calendarId}
                  onClick={() =>
                    feed.active
                      ? confirm(t('feeds.replaceTitle'), t('feeds.replaceText', { label: feed.label }), () =>
                          make(feed),
                        )
                      : make(feed)
                  }
                >
                  {feed.active ? t('feeds.replace') : t('feeds.create')}
                </Button>
                {feed.active && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      confirm(t('feeds.turnOffTitle'), t('feeds.turnOffText', { label: feed.label }), () =>
                        remove.mutate(feed.calendarId, {
                          onSuccess: () =>
                            setShown((current) => (current?.calendarId === feed.calendarId ? null : current)),
                        }),
                      )
                    }
                  >
                    {t('feeds.turnOff')}
                  </Button>
                )}
              </Group>
            </Group>
            {shown?.calendarId === feed.calendarId && (
              <Alert color="green" data-testid="feed-url-alert">
                <Stack gap="xs">
                  <CopyableValue
                    label={t('feeds.shownOnce', { label: feed.label })}
                    value={shown.url}
                    testId="feed-url"
                  />
                  <Anchor href={webcal(shown.url)} size="sm">
                    {t('feeds.subscribe')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </Stack>
        ))}
        <ErrorAlert error={create.error ?? remove.error} />
      </Stack>
    </Paper>
  );
}
