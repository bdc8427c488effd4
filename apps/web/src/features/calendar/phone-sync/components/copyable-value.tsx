import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A value to type into a phone: its label, the value in a monospace block that wraps, and a copy button. */
export function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('calendar-phone-sync');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code data-testid={testId} block style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'normal' }}>
          {value}
        </Code>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('connection.copied') : t('connection.copy')} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={`${t('connection.copy')} – ${label}`}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
