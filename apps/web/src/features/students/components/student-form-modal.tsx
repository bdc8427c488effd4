import type { Student } from '@ds/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { StudentForm } from './student-form';

/** The student form in a dialog, full-screen on phones; `student` null records a new one. */
export function StudentFormModal({
  opened,
  student,
  onClose,
  onSaved,
}: {
  opened: boolean;
  student: Student | null;
  onClose: () => void;
  onSaved: (student: Student) => void;
}) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(student ? 'form.editTitle' : 'form.newTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened && <StudentForm key={student?.id ?? 'new'} student={student} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
