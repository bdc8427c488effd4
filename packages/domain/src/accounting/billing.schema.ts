import { z } from 'zod';
import { plausibleDay } from '../kernel/time/plausible-day.schema';
import { LESSON_INVOICE_STATUSES, PAYMENT_METHODS } from './billing.constants';

/**
 * Open bills (spec §2 /accounting/billing, issue 26 §3): everything a student owes the reader —
 * unpaid lessons not yet invoiced, open lesson invoices, open shop invoices — per student,
 * oldest first, with the days it is overdue. Amounts in CHF.
 */
export const OPEN_BILL_KINDS = ['lesson', 'lesson_invoice', 'shop_invoice', 'charge'] as const;
export type OpenBillKind = (typeof OPEN_BILL_KINDS)[number];

export const openBillsQuery = z.object({
  /** Part of the student's name or e-mail. */
  q: z.string().trim().max(100).default(''),
  monitorId: z.uuid().optional(),
});
export type OpenBillsQuery = z.infer<typeof openBillsQuery>;

export const openBillSchema = z.object({
  kind: z.enum(OPEN_BILL_KINDS),
  id: z.uuid(),
  /** YYYY-MM-DD: the lesson's day, or the invoice's. */
  date: z.string(),
  /** YYYY-MM-DD it is due (a lesson: its day). */
  dueOn: z.string(),
  daysOverdue: z.number().int(),
  /** The course or article, or the invoice's lessons counted. */
  description: z.string(),
  amount: z.number(),
  invoiceNumber: z.string().nullable(),
  remindersSent: z.number().int(),
  monitorId: z.uuid().nullable(),
});
export type OpenBill = z.infer<typeof openBillSchema>;

export const openBillsOfStudentSchema = z.object({
  /** Null for a shop buyer who is none of the reader's students. */
  studentId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  total: z.number(),
  oldestDaysOverdue: z.number().int(),
  bills: z.array(openBillSchema),
});
export type OpenBillsOfStudent = z.infer<typeof openBillsOfStudentSchema>;

export const openBillsSchema = z.object({
  students: z.array(openBillsOfStudentSchema),
  total: z.number(),
});
export type OpenBills = z.infer<typeof openBillsSchema>;

/** Marking something paid: how and on which Swiss day (not after today). */
export const paymentRecordInput = z.object({
  method: z.enum(PAYMENT_METHODS),
  paidOn: plausibleDay,
});
export type PaymentRecordInput = z.infer<typeof paymentRecordInput>;

/** One QR-bill invoice of a student's unpaid lessons, mailed to him. */
export const lessonInvoiceInput = z.object({
  studentId: z.uuid(),
  lessonIds: z.array(z.uuid()).min(1).max(100),
});
export type LessonInvoiceInput = z.infer<typeof lessonInvoiceInput>;

export const lessonInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  studentId: z.uuid(),
  issuedOn: z.string(),
  dueOn: z.string(),
  total: z.number(),
  status: z.enum(LESSON_INVOICE_STATUSES),
  paidOn: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  remindersSent: z.number().int(),
  lessons: z.number().int(),
});
export type LessonInvoice = z.infer<typeof lessonInvoiceSchema>;

/** The seller's billing terms: days to pay, then reminders at these days after the due date (ascending, up to three). */
export const accountingSettingsSchema = z.object({
  paymentTermDays: z.number().int().min(0).max(120),
  reminderDays: z
    .array(z.number().int().min(1).max(365))
    .max(3)
    .refine((days) => days.every((day, index) => index === 0 || day > (days[index - 1] as number)), {
      message: 'must be in ascending order',
    }),
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;
