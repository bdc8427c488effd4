import type { Student } from '@ds/domain';
import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentRegistriesSection, StudentTheorySection } from '@/features/integrations';
import {
  CommentsSection,
  CommunicationsSection,
  EventsSection,
  ExamsSection,
  IdentitySection,
  LicencesSection,
  MonitorsSection,
  type SheetPermissions,
  TasksSection,
  TrainingSection,
} from '@/features/students';
import { LessonsSection, ProgressSection, useStudentProgress } from '@/features/training';

/** Comments of a writer: a new one may name a skill of the card the student was last taught on. */
function WritableComments({ studentId }: { studentId: string }) {
  const card = useStudentProgress(studentId, null).data?.card;
  return <CommentsSection studentId={studentId} canWrite skillCard={card} />;
}

/**
 * The sheet's sections, one under the other: they fit a phone, and a closed section loads nothing
 * (Mantine keeps closed panels inside React's Activity, which defers their queries).
 */
export function SheetSections({ student, permissions }: { student: Student; permissions: SheetPermissions }) {
  const { t } = useTranslation('students-sheet');
  const { canWrite, canManageMonitors } = permissions;
  const sections: [string, ReactNode][] = [
    ['identity', <IdentitySection key="identity" student={student} />],
    ['training', <TrainingSection key="training" student={student} canWrite={canWrite} />],
    ['monitors', <MonitorsSection key="monitors" student={student} canManage={canManageMonitors} />],
    ['licences', <LicencesSection key="licences" studentId={student.id} canWrite={canWrite} />],
    ['exams', <ExamsSection key="exams" studentId={student.id} canWrite={canWrite} />],
    ['tasks', <TasksSection key="tasks" studentId={student.id} canWrite={canWrite} />],
    [
      'comments',
      canWrite ? (
        <WritableComments key="comments" studentId={student.id} />
      ) : (
        <CommentsSection key="comments" studentId={student.id} canWrite={false} />
      ),
    ],
    ['progress', <ProgressSection key="progress" studentId={student.id} />],
    ['lessons', <LessonsSection key="lessons" studentId={student.id} canWrite={canWrite} />],
    ['communications', <CommunicationsSection key="communications" studentId={student.id} />],
    ['registries', <StudentRegistriesSection key="registries" studentId={student.id} canWrite={canWrite} />],
    ['theoryTest', <StudentTheorySection key="theoryTest" studentId={student.id} />],
    ['events', <EventsSection key="events" studentId={student.id} />],
  ];
  return (
    <Accordion multiple variant="separated" defaultValue={['identity']} order={2}>
      {sections.map(([value, content]) => (
        <Accordion.Item key={value} value={value} data-testid={`section-${value}`}>
          <Accordion.Control>{t(`sections.${value}`)}</Accordion.Control>
          <Accordion.Panel>{content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
