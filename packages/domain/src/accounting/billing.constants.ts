/** How an owed amount was paid (issue 26 §3: cash, TWINT, bank transfer, card). */
export const PAYMENT_METHODS = ['cash', 'twint', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A lesson invoice: open until paid; cancelled gives its lessons back to the open bills. */
export const LESSON_INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type LessonInvoiceStatus = (typeof LESSON_INVOICE_STATUSES)[number];

/** Days a lesson invoice gives to pay, and the reminders' default days after its due date. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const DEFAULT_REMINDER_DAYS = [10, 30] as const;
