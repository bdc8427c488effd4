import { schoolDay } from '@ds/domain';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download-file';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Downloads what a screen shows as a file the server makes, named `<name>-YYYY-MM-DD.<format>`;
 * the file being made and the last failure, for an ErrorAlert.
 */
export function useFileExport(name: string, pathOf: (format: ExportFormat) => string) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadFile(pathOf(format), `${name}-${schoolDay(new Date())}.${format}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };
  return { download, busy, error };
}

/** "Export CSV" and "Export Excel". */
export function ExportButtons({ exporting, testId }: { exporting: ReturnType<typeof useFileExport>; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting.busy === format}
          onClick={() => exporting.download(format)}
          data-testid={`${testId}-${format}`}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
