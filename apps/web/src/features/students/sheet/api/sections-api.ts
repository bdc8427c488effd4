import type {
  Comment,
  Communication,
  DrivingLicence,
  DrivingLicenceInput,
  Exam,
  ExamInput,
  Task,
  TaskInput,
} from '@ds/domain';
import { useDeleteRecord, useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';
import { sheetKeys } from './sheet-keys';

/**
 * List, save (POST, or PUT at the version read), delete and fresh read of one row of one section
 * of the sheet: `/students/:id/<section>`.
 */
function sectionRecords<Row extends { id: string }, Input>(section: string) {
  const path = (studentId: string) => `/students/${studentId}/${section}`;
  return {
    useList: (studentId: string) => useRecordList<Row>(path(studentId), sheetKeys.section(studentId, section)),
    useRead: (studentId: string) => useReadRecord<Row>(path(studentId), sheetKeys.section(studentId, section)),
    useSave: (studentId: string) => useSaveRecord<Input, Row>(path(studentId), sheetKeys.section(studentId, section)),
    useDelete: (studentId: string) => useDeleteRecord(path(studentId), sheetKeys.section(studentId, section)),
  };
}

export const licencesApi = sectionRecords<DrivingLicence, DrivingLicenceInput>('licences');
export const examsApi = sectionRecords<Exam, ExamInput>('exams');
export const commentsApi = sectionRecords<Comment, { text: string; skillId: string | null }>('comments');
export const tasksApi = sectionRecords<Task, TaskInput>('tasks');

/** The last 50 e-mails and SMS sent to the student (spec §9). */
export function useCommunications(studentId: string) {
  return useRecordList<Communication>(
    `/students/${studentId}/communications`,
    sheetKeys.section(studentId, 'communications'),
  );
}
