import type { ImportPreview, ImportResult } from '@ds/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCommitImport } from '../../api/import-api';
import { ImportPreviewPages } from './import-preview-pages';

/** The preview's counts, each coloured when it is not zero. */
const COUNTS = [
  { count: 'total', color: 'gray' },
  { count: 'valid', color: 'green' },
  { count: 'invalid', color: 'red' },
  { count: 'creates', color: 'green' },
  { count: 'updates', color: 'blue' },
] as const;

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

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {preview.fileName}
      </Text>
      <Group gap="xs" data-testid="import-counts">
        {COUNTS.map(({ count, color }) => (
          <Badge key={count} color={preview[count] > 0 ? color : 'gray'} variant="light">
            {t(`import.${count}`, { number: preview[count] })}
          </Badge>
        ))}
      </Group>
      {preview.invalid > 0 && <Text size="sm">{t('import.invalidHint')}</Text>}
      <ImportPreviewPages preview={preview} />
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
