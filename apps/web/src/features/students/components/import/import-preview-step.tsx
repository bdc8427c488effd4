import type { ImportPreview, ImportResult } from '@ds/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { useCommitImport } from '../../api/import-api';
import { filledColumns, invalidRowsFirst } from '../../model/import-rows';
import { ImportPreviewTable } from './import-preview-table';

/** Step 2: what the file holds and what is wrong with it; nothing is written until the user imports. */
export function ImportPreviewStep({
  preview,
  onBack,
  onImported,
}: {
  preview: ImportPreview;
  onBack: () => void;
  onImported: (result: ImportResult) => void;
}) {
  const { t } = useTranslation('students');
  const commit = useCommitImport();
  const rows = useMemo(() => invalidRowsFirst(preview.rows), [preview.rows]);
  const columns = useMemo(() => filledColumns(preview.rows), [preview.rows]);

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {preview.fileName}
      </Text>
      <Group gap="xs" data-testid="import-counts">
        <Badge color="gray" variant="light">
          {t('import.total', { number: preview.total })}
        </Badge>
        <Badge color="green" variant="light">
          {t('import.valid', { number: preview.valid })}
        </Badge>
        <Badge color={preview.invalid > 0 ? 'red' : 'gray'} variant="light">
          {t('import.invalid', { number: preview.invalid })}
        </Badge>
      </Group>
      {preview.invalid > 0 && <Text size="sm">{t('import.invalidHint')}</Text>}
      <ImportPreviewTable rows={rows} columns={columns} />
      <ErrorAlert error={commit.error} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('import.otherFile')}
        </Button>
        <Button
          onClick={() => commit.mutate(preview.id, { onSuccess: onImported })}
          disabled={preview.valid === 0}
          loading={commit.isPending}
        >
          {t('import.commit', { number: preview.valid })}
        </Button>
      </Group>
    </Stack>
  );
}
