import { IMPORT_PAGE_SIZE, type ImportPreview, type ImportRowsQuery } from '@ds/domain';
import { Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useImportRows } from '../../api/import-api';
import { ImportPreviewTable } from './import-preview-table';

/**
 * The rows of a preview a page at a time, asked of the server (a 50,000-row file is a thousand
 * pages): refused rows first, or only those.
 */
export function ImportPreviewPages({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('students');
  const [filter, setFilter] = useState<ImportRowsQuery['filter']>('all');
  const [page, setPage] = useState(1);
  const offset = (page - 1) * IMPORT_PAGE_SIZE;
  const rows = useImportRows(preview, { filter, offset, limit: IMPORT_PAGE_SIZE });
  const total = filter === 'refused' ? preview.invalid : preview.total;
  const pages = Math.max(1, Math.ceil(total / IMPORT_PAGE_SIZE));
  const shown = rows.data?.data ?? [];

  return (
    <Stack gap="xs">
      {preview.invalid > 0 && preview.valid > 0 && (
        <SegmentedControl
          aria-label={t('import.show.label')}
          value={filter}
          onChange={(value) => {
            setFilter(value as ImportRowsQuery['filter']);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('import.show.all') },
            { value: 'refused', label: t('import.show.refused') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <ErrorAlert error={rows.error} />
      <div aria-busy={rows.isPlaceholderData} style={{ opacity: rows.isPlaceholderData ? 0.6 : 1 }}>
        <ImportPreviewTable rows={shown} columns={preview.columns} />
      </div>
      {pages > 1 && (
        <Stack align="center" gap={4}>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} boundaries={1} />
          <Text size="xs" c="dimmed" data-testid="import-page-range">
            {t('import.pageRange', { from: offset + 1, to: offset + shown.length, total })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
