import { commentInput } from '@ds/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { useValidatedSave } from '../../../../lib/use-validated-save';
import { commentsApi } from '../api/sections-api';
import { formatMoment } from '../model/moment';
import { useConfirmDelete } from '../model/use-confirm-delete';
import { RecordRow } from './record-row';
import { SectionList } from './section-list';

/** A new general comment; skill-bound ones come with the training cards. */
function CommentForm({ studentId }: { studentId: string }) {
  const { t } = useTranslation('student-sheet');
  const [text, setText] = useState('');
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: commentInput,
    namespace: 'student-sheet',
    mutation: commentsApi.useSave(studentId),
    id: null,
    onSaved: () => setText(''),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ text, skillId: null });
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

/** Comments on the student, newest first, with their author and moment. */
export function CommentsSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('student-sheet');
  const comments = commentsApi.useList(studentId);
  const remove = commentsApi.useDelete(studentId);
  const confirmDelete = useConfirmDelete(remove, 'comments');
  return (
    <Stack gap="sm">
      {canWrite && <CommentForm studentId={studentId} />}
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
