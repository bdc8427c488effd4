import type { CommunicationLogEntry } from '@ds/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentPreview } from '../model/log-entry-view';

/** An e-mail's subject and a message's first line; opened, the whole text. */
export function LogContent({ entry }: { entry: CommunicationLogEntry }) {
  const { t } = useTranslation('communications-logs');
  const [open, setOpen] = useState(false);
  const id = useId();
  const { firstLine, more } = contentPreview(entry.body);
  return (
    <Stack gap={2} miw={0}>
      {entry.subject && (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.subject}
        </Text>
      )}
      <Text
        id={id}
        size="sm"
        c={open ? undefined : 'dimmed'}
        style={{ overflowWrap: 'anywhere', whiteSpace: open ? 'pre-line' : undefined }}
      >
        {open ? entry.body : firstLine}
      </Text>
      {more && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          ta="left"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'content.less' : 'content.more')}
        </Anchor>
      )}
    </Stack>
  );
}
