import type { CommunicationLogEntry } from '@ds/domain';
import { Stack, Text } from '@mantine/core';

/** The student (when the message was for one) and the address or number it went to. */
export function LogRecipient({ entry }: { entry: CommunicationLogEntry }) {
  return (
    <Stack gap={0} miw={0}>
      {entry.student && (
        <Text size="sm" fw={500}>
          {entry.student.name}
        </Text>
      )}
      <Text size="sm" c={entry.student ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {entry.recipient}
      </Text>
    </Stack>
  );
}
