import type { LicenceBatch } from '@ds/domain';
import { Alert, Button, Code, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { downloadKeysCsv, keysFileName } from '../model/keys-csv';
import './keys-print.css';

/**
 * The keys of a batch just generated: the only time they are shown (the server keeps digests), so
 * they can be downloaded as CSV or printed as a plain list before the dialog closes.
 */
export function GeneratedKeys({
  batch,
  planName,
  onClose,
}: {
  batch: LicenceBatch;
  planName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('commerce-plans');
  return (
    <Stack gap="sm">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="keys-shown-once">
        {t('keys.onlyNow', { count: batch.keys.length })}
      </Alert>
      <ScrollArea.Autosize mah={320} type="auto">
        <List type="ordered" spacing={4} data-testid="licence-keys">
          {batch.keys.map((key) => (
            <List.Item key={key}>
              <Code data-testid="licence-key" fz="sm">
                {key}
              </Code>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadKeysCsv(batch.keys, keysFileName(planName, batch.createdAt))}
        >
          {t('keys.download')}
        </Button>
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('keys.print')}
        </Button>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
      {createPortal(
        <div className="ds-print-keys" aria-hidden="true">
          <Text fw={700}>{planName}</Text>
          <Text size="sm">{t('keys.printedOn', { date: formatDate(batch.createdAt) })}</Text>
          <ol>
            {batch.keys.map((key) => (
              <li key={key}>{key}</li>
            ))}
          </ol>
        </div>,
        document.body,
      )}
    </Stack>
  );
}
