import { TEMPLATE_TAGS, type TemplateTag } from '@ds/domain';
import { Button, Code, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { insertTag } from '../lib/insert-tag';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The reminder text, with a menu that inserts a {tag} where the caret (or selection) was. */
export function TemplateTextField({ value, onChange, error }: Props) {
  const { t } = useTranslation('catalogue-reminders');
  const textarea = useRef<HTMLTextAreaElement>(null);

  const insert = (tag: TemplateTag) => {
    const element = textarea.current;
    // A blurred textarea keeps its selection, so the menu click has not lost the caret.
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertTag(value, start, end, tag);
    // The new text is in the field before the caret is put back after the tag, at once: a key
    // typed right after the menu closes lands there, not at the start.
    flushSync(() => onChange(next.text));
    element?.focus();
    element?.setSelectionRange(next.caret, next.caret);
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={textarea}
        label={t('form.text')}
        name="text"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={4}
        maxRows={12}
        required
      />
      <Menu position="bottom-start" returnFocus={false} width={320} withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconTags size={18} />} style={{ alignSelf: 'flex-start' }}>
            {t('form.insertTag')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={320} style={{ overflowY: 'auto', maxWidth: 'calc(100vw - 16px)' }}>
          {TEMPLATE_TAGS.map((tag) => (
            <Menu.Item key={tag} onClick={() => insert(tag)}>
              <Code>{`{${tag}}`}</Code>{' '}
              <Text span size="sm">
                {t(`tags.${tag}`)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
