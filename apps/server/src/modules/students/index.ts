/**
 * The students area: student records and their sheet, imports and exports, connection requests,
 * and the product administrator's list of learners without a monitor.
 */

export {
  type StudentBillingContact,
  schoolStudentsOfUsers,
  studentBillingContacts,
} from './core/student-billing-contact.service';
export { handOverManagedStudents, takeManagedStudentsAlong } from './core/student-departure.service';
export { ownedStudentCounts, recordStudentEvent } from './core/student-records.service';
export { studentSearchText } from './core/student-search-text';
export { studentsRoutes } from './core/students.routes';
export { csvFile, type SampleCell, xlsxFile } from './import/sample-files';
export { studentImportRoutes } from './import/student-import.routes';
export { linkRequestsRoutes } from './link-requests/link-requests.routes';
export { listMyMonitors } from './link-requests/student-home.service';
export { lastFailedPracticeExam, studentSheetRecord } from './sheet/sheet-record.service';
export {
  registerStudentResource,
  STUDENT_SHEET_ACCESS,
  studentParams,
  studentSheetErrors,
} from './sheet/student-resource-routes';
export { studentSheetRoutes } from './sheet/student-sheet.routes';
export { unattachedLearnersRoutes } from './unattached/unattached-learners.routes';
