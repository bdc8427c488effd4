import { formatSwissDate, formatSwissTime, personName, toChf } from '@ds/domain';
import type { Db } from '../../db/client';
import type { Deps } from '../../kernel/deps';
import { serverTexts } from '../../lib/server-texts';
import { getUser } from '../identity';
import { type BookingNames, freeCancellationUntil } from './bookings/present-booking';
import { findBookingContact, type SelfBookingRow } from './bookings/self-bookings.repo';
import { bookingLinkPath } from './links/booking-links';

type MailDeps = Pick<Deps, 'mailer' | 'secrets' | 'publicUrl'>;

const at = (date: Date) => `${formatSwissDate(date)} ${formatSwissTime(date)}`;
export const lessonTime = (start: Date, end: Date) => `${at(start)}–${formatSwissTime(end)}`;

/** Where a booking's mails go: the student's account address, else his record's; in his language. */
async function recipient(db: Db, studentId: string) {
  const contact = await findBookingContact(db, studentId);
  if (!contact) return undefined;
  const to = contact.userEmail ?? contact.email;
  return {
    to,
    mobile: contact.mobile,
    firstname: contact.firstname,
    texts: serverTexts(contact.userLanguage ?? contact.language, 'booking-mail'),
  };
}

/** The language of a student's payment page and mails: his account's, else his record's. */
export async function bookingLanguage(db: Db, studentId: string): Promise<string> {
  const contact = await findBookingContact(db, studentId);
  return contact?.userLanguage ?? contact?.language ?? 'fr';
}

/** The receipt of a booking, with its terms and the signed link that cancels it (in the booking's transaction). */
export async function mailBooked(deps: MailDeps, tx: Db, booking: SelfBookingRow, names: BookingNames) {
  const to = await recipient(tx, booking.studentId);
  if (!to?.to) return;
  const when = lessonTime(booking.startsAt, booking.endsAt);
  const status =
    booking.state === 'pending'
      ? to.texts('statusPending', { monitor: names.monitorName, confirmBy: at(booking.confirmBy ?? booking.startsAt) })
      : booking.state === 'awaiting_payment'
        ? to.texts('statusAwaitingPayment', { holdUntil: formatSwissTime(booking.holdUntil ?? booking.startsAt) })
        : to.texts('statusConfirmed');
  await deps.mailer.send(
    {
      to: to.to,
      studentId: booking.studentId,
      subject: to.texts('bookedSubject', { course: names.courseLabel, when }),
      text: to.texts('bookedText', {
        firstname: to.firstname,
        monitor: names.monitorName,
        course: names.courseLabel,
        when,
        price: toChf(booking.priceCentimes).toFixed(2),
        status,
        freeUntil: at(freeCancellationUntil(booking)),
        link: `${deps.publicUrl}${bookingLinkPath(deps.secrets, 'cancel', booking.id)}`,
      }),
    },
    tx,
  );
}

/** The student's name as his monitor writes it. */
export async function studentNameOf(db: Db, studentId: string): Promise<string> {
  const contact = await findBookingContact(db, studentId);
  return contact ? personName(contact) : '';
}

/** Tells the monitor a booking waits for his confirmation, and until when (in the booking's transaction). */
export async function mailToConfirm(
  deps: MailDeps,
  tx: Db,
  booking: SelfBookingRow,
  names: BookingNames & { studentName: string },
) {
  const monitor = await getUser(tx, booking.monitorId);
  if (!monitor) return;
  const texts = serverTexts(monitor.language, 'booking-mail');
  const when = lessonTime(booking.startsAt, booking.endsAt);
  await deps.mailer.send(
    {
      to: monitor.email,
      studentId: booking.studentId,
      subject: texts('toConfirmSubject', { student: names.studentName, when }),
      text: texts('toConfirmText', {
        firstname: monitor.firstname,
        student: names.studentName,
        course: names.courseLabel,
        when,
        confirmBy: at(booking.confirmBy ?? booking.startsAt),
        link: `${deps.publicUrl}/account/online-booking`,
      }),
    },
    tx,
  );
}

export type CancellationNotice = 'cancelledByMonitor' | 'unconfirmed' | 'unpaid';

/** Tells the student his booking was cancelled by the monitor (with his message) or for want of a confirmation or payment. */
export async function mailCancelled(
  deps: MailDeps,
  tx: Db,
  booking: SelfBookingRow,
  names: BookingNames,
  notice: CancellationNotice,
  message = '',
) {
  const to = await recipient(tx, booking.studentId);
  if (!to?.to) return;
  const when = lessonTime(booking.startsAt, booking.endsAt);
  const values = { firstname: to.firstname, monitor: names.monitorName, course: names.courseLabel, when, message };
  await deps.mailer.send(
    {
      to: to.to,
      studentId: booking.studentId,
      subject: to.texts(`${notice}Subject`, values),
      text: to.texts(`${notice}Text`, values).trimEnd(),
    },
    tx,
  );
}

export interface OfferNotice extends BookingNames {
  studentId: string;
  offerId: string;
  start: Date;
  end: Date;
  until: Date;
}

/** Offers a freed slot to a waiting student by e-mail and SMS, with the signed link that takes it. */
export async function sendOffer(deps: MailDeps & Pick<Deps, 'sms'>, tx: Db, offer: OfferNotice) {
  const to = await recipient(tx, offer.studentId);
  if (!to) return;
  const values = {
    firstname: to.firstname,
    monitor: offer.monitorName,
    course: offer.courseLabel,
    when: lessonTime(offer.start, offer.end),
    until: formatSwissTime(offer.until),
    link: `${deps.publicUrl}${bookingLinkPath(deps.secrets, 'offer', offer.offerId)}`,
  };
  if (to.to) {
    await deps.mailer.send(
      {
        to: to.to,
        studentId: offer.studentId,
        subject: to.texts('offerSubject', values),
        text: to.texts('offerText', values),
      },
      tx,
    );
  }
  if (to.mobile) await deps.sms.send(to.mobile, to.texts('offerSms', values), tx);
}

/** How an open bill names a lesson cancelled too late, in the student's language. */
export async function lateCancellationText(db: Db, booking: SelfBookingRow, courseLabel: string): Promise<string> {
  const to = await recipient(db, booking.studentId);
  const texts = to?.texts ?? serverTexts(null, 'booking-mail');
  return texts('lateCancellation', { course: courseLabel, date: formatSwissDate(booking.startsAt) });
}
