import { type ShopSalesExportFormat, type ShopSalesQuery, schoolDay } from '@ds/domain';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download-file';
import { salesExportPath } from '../api/sales-api';

/** Downloads the whole filtered list (every page); the file being made and the last failure, for an ErrorAlert. */
export function useSalesExport(query: ShopSalesQuery) {
  const [busy, setBusy] = useState<ShopSalesExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async (format: ShopSalesExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadFile(salesExportPath(query, format), `orders-${schoolDay(new Date())}.${format}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };
  return { download, busy, error };
}

/** "Export CSV" and "Export Excel" of what the filters show. */
export function SalesExportButtons({ exporting }: { exporting: ReturnType<typeof useSalesExport> }) {
  const { t } = useTranslation('commerce-sales');
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting.busy === format}
          onClick={() => exporting.download(format)}
          data-testid={`sales-export-${format}`}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
