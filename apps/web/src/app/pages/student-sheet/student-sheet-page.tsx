import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { SheetHeader, sheetPermissions, useStudent } from '@/features/students';
import { UnpaidBadge } from '@/features/training';
import { SheetSections } from './sheet-sections';

function StudentSheet({ id }: { id: string }) {
  const { t } = useTranslation('students-sheet');
  const student = useStudent(id);
  if (student.isPending) return <Loader />;
  if (!student.data)
    return (
      <>
        <ErrorAlert error={student.error} />
        <Anchor component={Link} to="/students">
          {t('backToList')}
        </Anchor>
      </>
    );
  const permissions = sheetPermissions(student.data.access);
  return (
    <>
      <SheetHeader
        student={student.data}
        permissions={permissions}
        badges={<UnpaidBadge studentId={student.data.id} />}
      />
      <SheetSections student={student.data} permissions={permissions} />
    </>
  );
}

/**
 * /students/profile?id=…: one student's sheet (spec §2): the students area's header and sections,
 * with the training area's (unpaid lessons, progress, lessons history) among them.
 */
export function StudentSheetPage() {
  const { t } = useTranslation('students-sheet');
  const [params] = useSearchParams();
  const id = z.uuid().safeParse(params.get('id'));
  return (
    <Stack maw={1100} mx="auto" w="100%" data-testid="student-sheet">
      {id.success ? (
        <StudentSheet key={id.data} id={id.data} />
      ) : (
        <Alert color="yellow" title={t('missingId')}>
          <Anchor component={Link} to="/students">
            {t('backToList')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
