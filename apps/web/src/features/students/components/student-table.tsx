import { formatFaber, formatPhone, formatSwissDay, type StudentListItem } from '@ds/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentFullName, studentProfilePath } from '../model/student-links';
import { StudentBadges } from './student-badges';

/** The student list on a desktop: one row per student, the name opening his sheet. */
export function StudentTable({ students }: { students: StudentListItem[] }) {
  const { t } = useTranslation('students');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="student-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.faber')}</Table.Th>
            <Table.Th>{t('list.birthDate')}</Table.Th>
            <Table.Th>{t('list.contact')}</Table.Th>
            <Table.Th>{t('list.city')}</Table.Th>
            <Table.Th>{t('list.monitor')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id} data-testid="student-row" opacity={student.archived ? 0.7 : 1}>
              <Table.Td>
                <Anchor component={Link} to={studentProfilePath(student.id)} fw={600}>
                  {studentFullName(student)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{student.faber ? formatFaber(student.faber) : ''}</Table.Td>
              <Table.Td>{student.birthDate ? formatSwissDay(student.birthDate) : ''}</Table.Td>
              <Table.Td>
                <Text size="sm">{student.email}</Text>
                <Text size="sm" c="dimmed">
                  {student.mobile && formatPhone(student.mobile)}
                </Text>
              </Table.Td>
              <Table.Td>{student.city}</Table.Td>
              <Table.Td>{student.monitor ? `${student.monitor.firstname} ${student.monitor.name}` : ''}</Table.Td>
              <Table.Td>
                <StudentBadges student={student} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
