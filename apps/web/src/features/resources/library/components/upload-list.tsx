import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadFailure } from '../model/upload-message';
import { isActive, type UploadLine } from '../model/use-uploads';

const percent = (line: UploadLine) =>
  line.status === 'done' ? 100 : line.size > 0 ? Math.min(100, Math.round((line.sent / line.size) * 100)) : 0;

const COLOURS = { done: 'teal', failed: 'red', refused: 'red', cancelled: 'gray', waiting: 'blue', uploading: 'blue' };

/** One file's line: its name, its progress bar and cancel while it goes, then what became of it. */
function UploadRow({ line, onCancel, onDismiss }: { line: UploadLine; onCancel: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('resources-library');
  const failure = uploadFailure(line, t);
  const active = isActive(line);
  return (
    <Stack gap={4} data-testid="upload-line" data-status={line.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {line.status === 'done' && (
              <IconCheck
                size={14}
                aria-hidden
                color="var(--mantine-color-teal-8)"
                style={{ verticalAlign: 'middle', marginRight: 4 }}
              />
            )}
            {line.name}
          </Text>
          {failure ? (
            <Text size="sm" c="red.8" role="alert" data-testid="upload-error">
              {t('upload.refused', { name: line.name, reason: failure })}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t(`upload.statuses.${line.status}`, {
                percent: percent(line),
              })}
            </Text>
          )}
        </Stack>
        {active ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onCancel}
            aria-label={t('upload.cancel', { name: line.name })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onDismiss}
            aria-label={t('upload.dismiss', { name: line.name })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {line.status !== 'refused' && (
        <Progress
          value={percent(line)}
          color={COLOURS[line.status]}
          size="sm"
          aria-label={t('upload.progress', { name: line.name })}
          data-testid="upload-progress"
        />
      )}
    </Stack>
  );
}

/** The files being added, each with its own progress bar and cancel, two sent at a time. */
export function UploadList({
  lines,
  onCancel,
  onDismiss,
  onClear,
}: {
  lines: UploadLine[];
  onCancel: (key: number) => void;
  onDismiss: (key: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('resources-library');
  if (lines.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="upload-list">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm" component="h2">
            {t('upload.listTitle')}
          </Text>
          {lines.some((line) => !isActive(line)) && (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              {t('upload.clear')}
            </Button>
          )}
        </Group>
        {lines.map((line) => (
          <UploadRow
            key={line.key}
            line={line}
            onCancel={() => onCancel(line.key)}
            onDismiss={() => onDismiss(line.key)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
