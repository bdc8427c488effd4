import type { Student } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { StudentFormModal } from '../../components/student-form-modal';

/** The student form of the list, opened on this student. */
export function EditIdentityModal({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTranslation('students-sheet');
  return (
    <StudentFormModal
      opened
      student={student}
      onClose={onClose}
      onSaved={() => {
        notifications.show({ color: 'green', message: t('identity.saved') });
        onClose();
      }}
    />
  );
}
