import type { Infrastructure } from '@ds/domain';
import { Button, FileInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { apiFieldMessages } from '@/lib/field-errors';
import { useAction } from '@/lib/use-action';
import { openAccessMap, useUploadAccessMap } from '../api/infrastructures-api';

/** The server's limit for an access map. */
const MAX_MEGABYTES = 5;

/** Uploads the access map as soon as a file is chosen; the server checks that it is a PDF or an image. */
export function AccessMapField({ infrastructure }: { infrastructure: Infrastructure }) {
  const { t } = useTranslation('catalogue-infrastructures');
  const upload = useUploadAccessMap();
  const view = useAction(() => openAccessMap(infrastructure.id));
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    setTooLarge(false);
    if (!chosen) return;
    if (chosen.size > MAX_MEGABYTES * 1024 * 1024) {
      setTooLarge(true);
      return;
    }
    upload.mutate(
      { id: infrastructure.id, file: chosen },
      { onSuccess: () => notifications.show({ color: 'green', message: t('accessMap.saved') }) },
    );
  };

  const refusedAsTooLarge = tooLarge || (upload.error instanceof ApiError && upload.error.status === 413);
  const fileError = refusedAsTooLarge
    ? t('accessMap.tooLarge', { megabytes: MAX_MEGABYTES })
    : apiFieldMessages(upload.error, t, 'catalogue-infrastructures').file;

  return (
    <Stack gap="xs">
      <FileInput
        label={t('accessMap.label')}
        description={t('accessMap.hint', { megabytes: MAX_MEGABYTES })}
        placeholder={t('accessMap.choose')}
        accept="application/pdf,image/*"
        leftSection={<IconUpload size={16} />}
        value={file}
        onChange={choose}
        error={fileError}
        disabled={upload.isPending}
        clearable
      />
      {!fileError && <ErrorAlert error={upload.error} />}
      {infrastructure.hasAccessMap && (
        <Button
          variant="light"
          leftSection={<IconExternalLink size={16} />}
          onClick={() => view.run()}
          loading={view.busy}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('accessMap.view')}
        </Button>
      )}
      <ErrorAlert error={view.error} />
    </Stack>
  );
}
