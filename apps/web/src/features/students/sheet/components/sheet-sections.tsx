import type { Student } from '@ds/domain';
import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetPermissions } from '../model/sheet-permissions';
import { CommentsSection } from './comments-section';
import { CommunicationsSection } from './communications-section';
import { EventsSection } from './events-section';
import { ExamsSection } from './exams-section';
import { IdentitySection } from './identity-section';
import { LessonsSection } from './lessons-section';
import { LicencesSection } from './licences-section';
import { MonitorsSection } from './monitors-section';
import { ProgressSection } from './progress-section';
import { TasksSection } from './tasks-section';
import { TrainingSection } from './training-section';

/**
 * The sheet's sections, one under the other: they fit a phone, and a closed section loads nothing
 * (Mantine keeps closed panels inside React's Activity, which defers their queries).
 */
export function SheetSections({ student, permissions }: { student: Student; permissions: SheetPermissions }) {
  const { t } = useTranslation('student-sheet');
  const { canWrite, canManageMonitors } = permissions;
  const sections: [string, ReactNode][] = [
    ['identity', <IdentitySection key="identity" student={student} />],
    ['training', <TrainingSection key="training" student={student} canWrite={canWrite} />],
    ['monitors', <MonitorsSection key="monitors" student={student} canManage={canManageMonitors} />],
    ['licences', <LicencesSection key="licences" studentId={student.id} canWrite={canWrite} />],
    ['exams', <ExamsSection key="exams" studentId={student.id} canWrite={canWrite} />],
    ['tasks', <TasksSection key="tasks" studentId={student.id} canWrite={canWrite} />],
    ['comments', <CommentsSection key="comments" studentId={student.id} canWrite={canWrite} />],
    ['progress', <ProgressSection key="progress" studentId={student.id} />],
    ['lessons', <LessonsSection key="lessons" studentId={student.id} canWrite={canWrite} />],
    ['communications', <CommunicationsSection key="communications" studentId={student.id} />],
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
