import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useStudentTheoryLicences } from '../api/theory-exam-api';
import { StudentLicenceLines } from './students-theory-licences';

/**
 * The student sheet's theory test: his theory-exam licences and training, from the monitor's list
 * (one request for every student he holds, shared with /theory-test). Without the didactic licence
 * the server's refusal says so.
 */
export function StudentTheorySection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('integrations-theory-exam');
  const students = useStudentTheoryLicences(true);
  if (students.isPending) return <Loader size="sm" />;
  if (students.error) return <ErrorAlert error={students.error} />;
  const student = students.data.find((candidate) => candidate.studentId === studentId);
  if (!student) {
    return (
      <Text c="dimmed" size="sm" data-testid="student-theory-none">
        {t('students.none')}
      </Text>
    );
  }
  return <StudentLicenceLines licences={student.licences} />;
}
