import { IMPORT_MAX_BYTES, type ImportPreview } from '@ds/domain';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { usePreviewImport } from '../../api/import-api';
import { SampleFileLink } from './sample-file-link';

const MAX_MEGABYTES = IMPORT_MAX_BYTES / 1024 / 1024;

/** Step 1: the file (.xlsx, .ods or .csv; spec §5 columns; an old .xls is refused with how to save it as .xlsx), read on the server into a preview. */
export function ImportFileStep({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const { t } = useTranslation('students');
  const preview = usePreviewImport();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge =
    (file !== null && file.size > IMPORT_MAX_BYTES) ||
    (preview.error instanceof ApiError && preview.error.status === 413);

  const choose = (chosen: File | null) => {
    preview.reset();
    setFile(chosen);
  };
  const send = () => {
    if (file && !tooLarge) preview.mutate(file, { onSuccess: onPreview });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('import.format')}</Text>
      <SampleFileLink />
      <FileInput
        label={t('import.file')}
        placeholder={t('import.choose')}
        accept=".xlsx,.ods,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv"
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={choose}
        error={tooLarge ? t('import.tooLarge', { megabytes: MAX_MEGABYTES }) : undefined}
        clearable
      />
      {!tooLarge && <ErrorAlert error={preview.error} />}
      <Group justify="flex-end">
        <Button onClick={send} disabled={!file || tooLarge} loading={preview.isPending}>
          {t('import.showPreview')}
        </Button>
      </Group>
    </Stack>
  );
}
