import type { ImportPreview, ImportResult } from '@ds/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAction } from '@/lib/use-action';
import { downloadImportErrors } from '../../api/import-api';

/** Step 3: what the import wrote, and the refused rows as a workbook to fix and import again. */
export function ImportResultStep({
  preview,
  result,
  onClose,
}: {
  preview: ImportPreview;
  result: ImportResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('students');
  const report = useAction(() => downloadImportErrors(preview.id));
  return (
    <Stack gap="sm">
      <Alert color="green" icon={<IconCheck size={18} />} data-testid="import-result">
        <Text size="sm">{t('import.created', { number: result.created })}</Text>
        <Text size="sm">{t('import.updated', { number: result.updated })}</Text>
      </Alert>
      {preview.invalid > 0 && <Text size="sm">{t('import.notImported', { number: preview.invalid })}</Text>}
      <ErrorAlert error={report.error} />
      <Group justify="space-between">
        {preview.invalid > 0 ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => report.run()}
            loading={report.busy}
          >
            {t('import.errorReport')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onClose}>{t('import.close')}</Button>
      </Group>
    </Stack>
  );
}
