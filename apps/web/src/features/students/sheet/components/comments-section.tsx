import { commentInput, type TrainingCard } from '@ds/domain';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { commentsApi } from '../api/sections-api';
import { formatMoment } from '../model/moment';
import { useConfirmDelete } from '../model/use-confirm-delete';
import { RecordRow } from './record-row';
import { SectionList } from './section-list';

/** The skills in use on a card, grouped by domain, as a select offers them. */
function skillOptions(card: TrainingCard) {
  return card.tree.map((domain) => ({
    group: `${domain.format} ${domain.name}`,
    items: domain.themes
      .filter((theme) => theme.enabled)
      .flatMap((theme) => theme.skills.filter((skill) => skill.enabled))
      .map((skill) => ({ value: skill.id, label: skill.name })),
  }));
}

/** A new comment, general or on a skill of `card`, the card the student was last taught on. */
function CommentForm({ studentId, card }: { studentId: string; card: TrainingCard | null | undefined }) {
  const { t } = useTranslation('students-sheet');
  const [text, setText] = useState('');
  const [skillId, setSkillId] = useState<string | null>(null);
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: commentInput,
    namespace: 'students-sheet',
    mutation: commentsApi.useSave(studentId),
    id: null,
    onSaved: () => {
      setText('');
      setSkillId(null);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ text, skillId });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('comments.new')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            clearField('text');
          }}
          error={errors.text}
          autosize
          minRows={2}
        />
        {card && (
          <Select
            label={t('comments.skill')}
            placeholder={t('comments.general')}
            data={skillOptions(card)}
            value={skillId}
            onChange={(value) => {
              setSkillId(value);
              clearField('skillId');
            }}
            error={errors.skillId}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <ErrorAlert error={failure} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" size="xs" loading={saving}>
            {t('comments.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Comments on the student, newest first, with their author and moment. Whoever may write adds one,
 * on a skill of `skillCard` (the training's card of the student) once it is known.
 */
export function CommentsSection({
  studentId,
  canWrite,
  skillCard,
}: {
  studentId: string;
  canWrite: boolean;
  skillCard?: TrainingCard | null | undefined;
}) {
  const { t } = useTranslation('students-sheet');
  const comments = commentsApi.useList(studentId);
  const remove = commentsApi.useDelete(studentId);
  const confirmDelete = useConfirmDelete(remove, 'comments');
  return (
    <Stack gap="sm">
      {canWrite && <CommentForm studentId={studentId} card={skillCard} />}
      <SectionList
        loading={comments.isPending}
        error={comments.error ?? remove.error}
        empty={comments.data?.length === 0}
        emptyText={t('comments.empty')}
      >
        {comments.data?.map((comment) => {
          const moment = formatMoment(comment.createdAt);
          const name = t('comments.name', { author: comment.author, moment });
          return (
            <RecordRow
              key={comment.id}
              testId="student-comment"
              name={name}
              onDelete={comment.deletable ? () => confirmDelete(comment.id, name) : undefined}
            >
              {comment.skillName && (
                <Text size="xs" c="blue" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t('comments.onSkill', { skill: comment.skillName })}
                </Text>
              )}
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Text>
              <Text size="xs" c="dimmed">
                {name}
              </Text>
            </RecordRow>
          );
        })}
      </SectionList>
    </Stack>
  );
}
