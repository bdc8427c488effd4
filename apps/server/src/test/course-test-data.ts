/**
 * An individual lesson course (CHF 100, 60 minutes, paid cash) as POST /api/courses takes it:
 * confirmed on the channels named, with the reminders named.
 */
export function lessonCoursePayload(options: {
  label: string;
  abbreviation: string;
  confirm?: ('paper' | 'sms' | 'email')[];
  emailReminderId?: string;
}) {
  const confirm = new Set(options.confirm ?? []);
  return {
    label: options.label,
    abbreviation: options.abbreviation,
    category: 'B',
    icon: 'car',
    colour: '#1c5fb8',
    descriptions: { fr: '', de: '', it: '', en: '' },
    price: 100,
    durationMinutes: 60,
    individual: true,
    paymentModes: ['cash'],
    confirmations: { paper: confirm.has('paper'), sms: confirm.has('sms'), email: confirm.has('email') },
    ...(options.emailReminderId ? { emailReminderId: options.emailReminderId } : {}),
  };
}
