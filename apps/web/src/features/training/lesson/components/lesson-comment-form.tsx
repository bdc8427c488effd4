import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A comment of the lesson, general or on one of its skills (spec §3 Comment). */
export function LessonCommentForm({
  skills,
  onAdd,
}: {
  skills: readonly { id: string; name: string }[];
  onAdd: (text: string, skillId: string | null) => void;
}) {
  const { t } = useTranslation('training-lesson');
  const [text, setText] = useState('');
  const [about, setAbout] = useState<string>('general');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('errors:fields.required'));
      return;
    }
    onAdd(text.trim(), about === 'general' ? null : about);
    setText('');
    setError(undefined);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Select
          label={t('commentAbout')}
          data={[
            { value: 'general', label: t('general') },
            ...skills.map((skill) => ({ value: skill.id, label: skill.name })),
          ]}
          value={about}
          onChange={(value) => setAbout(value ?? 'general')}
          allowDeselect={false}
        />
        <Textarea
          label={t('comment')}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light">
            {t('addComment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
