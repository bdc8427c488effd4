import { UNATTACHED_LEARNERS_PAGE_SIZE, type UnattachedLearner } from '@ds/domain';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ListPagination } from '@/components/list-pagination';
import { SearchField } from '@/components/search-field';
import { useUnattachedLearners } from '../api/unattached-learners-api';
import type { LearnerAction } from '../components/learner-actions';
import { LearnerCards } from '../components/learner-cards';
import { LearnerDialogs } from '../components/learner-dialogs';
import { LearnerTable } from '../components/learner-table';

/**
 * /bf-students (spec §2), the product administrator's: the learner drivers registered without a
 * monitor, searched by name or e-mail; each can be written to, or linked to a monitor on request.
 */
export function UnattachedLearnersPage() {
  const { t } = useTranslation('students-unattached');
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [query, setQuery] = useState({ q: '', page: 1 });
  const list = useUnattachedLearners(query);
  const [opened, setOpened] = useState<{ learner: UnattachedLearner; action: LearnerAction } | null>(null);
  const onAction = (learner: UnattachedLearner, action: LearnerAction) => setOpened({ learner, action });

  const learners = list.data?.data ?? [];
  const total = list.data?.page.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / UNATTACHED_LEARNERS_PAGE_SIZE));

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <SearchField
        initial={''}
        onSearch={(q: string) => setQuery({ q, page: 1 })}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <ErrorAlert error={list.error} />
      {list.isPending && <Loader />}
      {list.isSuccess && total === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="learners-empty">
          {query.q ? t('emptySearch') : t('empty')}
        </Text>
      )}
      {learners.length > 0 &&
        (phone ? (
          <LearnerCards learners={learners} onAction={onAction} />
        ) : (
          <LearnerTable learners={learners} onAction={onAction} />
        ))}
      {total > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="learners-total">
            {t('total', { number: total })}
          </Text>
          <ListPagination
            pages={pages}
            page={query.page}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
          />
        </Group>
      )}
      <LearnerDialogs opened={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
