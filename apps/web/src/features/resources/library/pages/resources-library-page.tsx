import { type Resource, resourceName } from '@ds/domain';
import { Anchor, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld } from '@/components/withheld';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { useCurrentLanguage } from '@/lib/current-language';
import { ResourceViewer, type Viewed } from '../../components/resource-viewer';
import { openMode } from '../../model/open-mode';
import { useDeleteResource, useResourceLibrary } from '../api/resources-api';
import { LibraryToolbar } from '../components/library-toolbar';
import { QuotaBar } from '../components/quota-bar';
import type { ResourceHandlers } from '../components/resource-actions';
import { ResourceCard } from '../components/resource-card';
import { ResourceForm } from '../components/resource-form';
import { ResourceTable } from '../components/resource-table';
import { ShareForm } from '../components/share-form';
import { UploadList } from '../components/upload-list';
import { UploadZone } from '../components/upload-zone';
import { useLibraryParams } from '../model/use-library-params';
import { useUploads } from '../model/use-uploads';

type Editing = { resource: Resource | null } | null;

/**
 * /resources: the library of images, documents, videos, legislation and links a monitor (or his
 * school's employee) shares with his students (spec §2 "Resources: upload, gallery and deletion",
 * §3 Resource, §5 the 500 MB quota). Files are dropped or chosen and sent with a progress bar
 * each; the library is searched and filtered by type on the server, shown as a gallery or a list
 * (a table on a wide screen, cards on a phone).
 */
export function ResourcesLibraryPage() {
  const { t } = useTranslation(['resources-library', 'common']);
  const language = useCurrentLanguage();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [params, setParams] = useLibraryParams();
  const library = useResourceLibrary({ type: params.type, q: params.q });
  const uploads = useUploads();
  const withheld = useWithheld()('shareResources');
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<Editing>(null);
  const [sharing, setSharing] = useState<Resource | null>(null);
  const [viewed, setViewed] = useState<Viewed | null>(null);
  const items = library.data?.items ?? [];
  const nameOf = (resource: Resource) => resourceName(resource, language);

  const confirmDelete = (resource: Resource) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.message', { name: nameOf(resource) })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common:close') },
      onConfirm: () =>
        remove.mutate(resource.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('delete.done', { name: nameOf(resource) }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: error instanceof ApiError ? translateApiError(error, t) : t('errors:codes.internal'),
            }),
        }),
    });

  const handlers: ResourceHandlers = {
    onView: (resource) => {
      const mode = openMode(resource);
      if (resource.file && (mode === 'image' || mode === 'video'))
        setViewed({ name: nameOf(resource), file: resource.file, kind: mode });
    },
    onEdit: (resource) => setEditing({ resource }),
    onShare: setSharing,
    onDelete: confirmDelete,
  };

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Anchor component={Link} to="/learning/resources" size="sm">
          {t('learningLink')}
        </Anchor>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {library.data && <QuotaBar quota={library.data.quota} />}
      <UploadZone onFiles={uploads.add} onNewLink={() => setEditing({ resource: null })} withheld={withheld} />
      <UploadList
        lines={uploads.lines}
        onCancel={uploads.cancel}
        onDismiss={uploads.dismiss}
        onClear={uploads.clearFinished}
      />
      <LibraryToolbar params={params} onChange={setParams} />
      <ErrorAlert error={library.error} />
      {library.isPending && <Loader />}
      {library.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="resources-empty">
          {t('empty')}
        </Text>
      )}
      {items.length > 0 &&
        (params.view === 'list' && !phone ? (
          <ResourceTable resources={items} handlers={handlers} withheld={withheld} />
        ) : (
          <SimpleGrid
            cols={params.view === 'list' ? 1 : { base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="sm"
            data-testid={params.view === 'list' ? 'resource-cards' : 'resource-gallery'}
          >
            {items.map((resource) => (
              <ResourceCard
                key={resource.id}
                resource={resource}
                handlers={handlers}
                withheld={withheld}
                compact={params.view === 'list'}
              />
            ))}
          </SimpleGrid>
        ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.resource ? t('form.editTitle') : t('form.newTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {editing && (
          <ResourceForm
            key={editing.resource?.id ?? 'new'}
            resource={editing.resource}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={sharing !== null}
        onClose={() => setSharing(null)}
        title={sharing ? t('share.title', { name: nameOf(sharing) }) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {sharing && (
          <ShareForm
            key={sharing.id}
            resource={sharing}
            onSaved={() => setSharing(null)}
            onCancel={() => setSharing(null)}
          />
        )}
      </Modal>
      <ResourceViewer viewed={viewed} onClose={() => setViewed(null)} newTabLabel={t('viewer.newTab')} />
    </Stack>
  );
}
