import { formatFaber, formatPhone, formatSwissDay, type StudentListItem } from '@ds/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { studentFullName, studentProfilePath } from '../model/student-links';
import { StudentBadges } from './student-badges';

/** The student list on a phone: one card per student, opening his sheet. */
export function StudentCards({ students }: { students: StudentListItem[] }) {
  return (
    <Stack gap="xs" data-testid="student-cards">
      {students.map((student) => (
        <Card
          key={student.id}
          component={Link}
          to={studentProfilePath(student.id)}
          withBorder
          padding="sm"
          data-testid="student-row"
          opacity={student.archived ? 0.7 : 1}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {studentFullName(student)}
            </Text>
            <StudentBadges student={student} />
          </Group>
          <Text size="sm" c="dimmed">
            {[student.faber && formatFaber(student.faber), student.birthDate && formatSwissDay(student.birthDate)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {(student.mobile || student.email) && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[student.mobile && formatPhone(student.mobile), student.email].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
