import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCertificate, IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ListPagination } from '@/components/list-pagination';
import { usePermissions } from '@/lib/permissions';
import { useAction } from '@/lib/use-action';
import { useAddressRequest } from '@/lib/use-address-request';
import { downloadStudentExport } from '../api/import-api';
import { useStudentList } from '../api/students-api';
import { StudentImportModal } from '../components/import/student-import-modal';
import { StudentCards } from '../components/student-cards';
import { StudentFormModal } from '../components/student-form-modal';
import { StudentListFilters } from '../components/student-list-filters';
import { StudentTable } from '../components/student-table';
import { StudentsFirstRun } from '../components/students-first-run';
import { studentProfilePath } from '../model/student-links';
import { useStudentListParams } from '../model/use-student-list-params';

/**
 * /students: my students (the school's for its head and its employees), searched, filtered and
 * paged by the server. Only who may take a student on creates or imports one (never an employee).
 */
export function StudentsPage() {
  const { t } = useTranslation('students');
  const { ability } = usePermissions();
  const mayCreate = ability.can('create', 'students');
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [query, setQuery] = useStudentListParams();
  const list = useStudentList(query);
  const exporting = useAction(() => downloadStudentExport(query));
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  // My day's chips open the new student's form (`?new=1`) or the import (`?import=1`).
  const openIfAllowed = (wanted: 'new' | 'import') => () => {
    if (mayCreate) setDialog(wanted);
  };
  useAddressRequest('new', openIfAllowed('new'));
  useAddressRequest('import', openIfAllowed('import'));

  // Nothing searched nor left out but the archived: an empty list means no student yet.
  const unfiltered = query.q === '' && query.pending && query.passed;
  const students = list.data?.data ?? [];
  const total = list.data?.page.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Group gap="xs">
          {mayCreate && (
            <>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
                {t('actions.new')}
              </Button>
              <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setDialog('import')}>
                {t('actions.import')}
              </Button>
            </>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporting.run()}
            loading={exporting.busy}
            disabled={total === 0}
          >
            {t('actions.export')}
          </Button>
          {/* The menu offers the theory test to learners only (spec §2): staff follow their students' licences from here. */}
          {ability.can('read', 'theoryTest') && (
            <Button component={Link} to="/theory-test" variant="light" leftSection={<IconCertificate size={16} />}>
              {t('actions.theoryTest')}
            </Button>
          )}
        </Group>
      </Group>
      <StudentListFilters query={query} onChange={setQuery} />
      <ErrorAlert error={list.error ?? exporting.error} />
      {list.isPending && <Loader />}
      {list.isSuccess &&
        total === 0 &&
        (mayCreate && unfiltered ? (
          <StudentsFirstRun onImport={() => setDialog('import')} onAdd={() => setDialog('new')} />
        ) : (
          <Text c="dimmed" ta="center" py="xl" data-testid="students-empty">
            {t('empty')}
          </Text>
        ))}
      {students.length > 0 && (phone ? <StudentCards students={students} /> : <StudentTable students={students} />)}
      {total > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="students-total">
            {t('list.total', { number: total })}
          </Text>
          <ListPagination pages={pages} page={query.page} onPage={(page) => setQuery({ page })} />
        </Group>
      )}
      <StudentFormModal
        opened={dialog === 'new'}
        student={null}
        onClose={() => setDialog(null)}
        onSaved={(student) => {
          notifications.show({ color: 'green', message: t('form.saved') });
          navigate(studentProfilePath(student.id));
        }}
      />
      <StudentImportModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
