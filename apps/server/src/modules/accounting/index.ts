/** The accounting area: the turnover of lessons and the shop (issue 26). */

export { billingRoutes } from './billing/billing.routes';
export { billingJobs } from './billing/billing-jobs';
export { lessonInvoiceAttachmentMakers } from './billing/lesson-invoice-document';
export { chargeStudent, type StudentCharge, waiveCharge } from './charges/student-charges.service';
export { turnoverRoutes } from './turnover/turnover.routes';
