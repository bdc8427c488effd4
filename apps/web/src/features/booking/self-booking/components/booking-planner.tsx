import type { BookingOffers, SelfBooking } from '@ds/domain';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLock, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '@/lib/current-language';
import { formatChfAmount } from '@/lib/format-chf';
import { lessonWhen } from '../../model/booking-when';
import { type BookingChoice, bookableMonitors, bookingsLeft, resolveChoice } from '../model/booking-choice';
import type { BookingSlot } from '../model/slot-days';
import { BookingChoiceFields } from './booking-choice-fields';
import { ConfirmBookingModal } from './confirm-booking-modal';
import { SlotList } from './slot-list';
import { WaitlistForm } from './waitlist-form';

const NOTHING_CHOSEN: BookingChoice = { monitorId: null, courseId: null, lengthMinutes: null };

/** Choosing with whom, what and how long, then a free time; what was just booked is said at the top. */
export function BookingPlanner({ offers }: { offers: BookingOffers }) {
  const { t, i18n } = useTranslation('booking');
  const language = useCurrentLanguage();
  const [wanted, setWanted] = useState(NOTHING_CHOSEN);
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [booked, setBooked] = useState<SelfBooking | null>(null);
  const bookedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booked) bookedRef.current?.scrollIntoView({ block: 'center' });
  }, [booked]);

  const monitors = bookableMonitors(offers);
  const choice = resolveChoice(offers, wanted);
  if (!choice) {
    return (
      <Alert color="blue" icon={<IconUserSearch size={18} aria-hidden />} data-testid="booking-not-offered">
        <Text size="sm">{t('notOffered')}</Text>
        <Button component={Link} to="/account/mymonitor" size="xs" variant="white" mt="xs">
          {t('toMyMonitor')}
        </Button>
      </Alert>
    );
  }
  const left = bookingsLeft(offers, choice.monitor);
  return (
    <Stack gap="md">
      {booked && (
        <Alert
          ref={bookedRef}
          color="teal"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title={booked.state === 'pending' ? t('booked.pendingTitle') : t('booked.title')}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setBooked(null)}
          data-testid="booking-success"
        >
          {t(booked.state === 'pending' ? 'booked.pendingText' : 'booked.text', {
            course: booked.course.label,
            when: lessonWhen(booked.start, booked.end, i18n.language),
          })}
        </Alert>
      )}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <BookingChoiceFields
            monitors={monitors}
            choice={choice}
            onChange={(next) => {
              setWanted(next);
              setBooked(null);
            }}
          />
          <Text size="sm" c="dimmed" data-testid="booking-terms">
            {t('terms.summary', {
              price: formatChfAmount(choice.price),
              hours: choice.monitor.freeCancellationHours,
            })}
            {choice.monitor.requireConfirmation && ` ${t('terms.confirmation')}`}
          </Text>
        </Stack>
      </Card>
      {left === 0 && (
        <Alert color="orange" data-testid="booking-limit">
          {t('terms.limitReached', { count: choice.monitor.maxOpenBookings })}
        </Alert>
      )}
      {choice.course.ready ? (
        <>
          <SlotList
            search={{
              monitorId: choice.monitor.monitorId,
              courseId: choice.course.id,
              lengthMinutes: choice.lengthMinutes,
              language,
            }}
            onPick={setSlot}
          />
          <WaitlistForm choice={choice} />
        </>
      ) : (
        <Alert color="blue" icon={<IconLock size={18} aria-hidden />} data-testid="booking-not-ready">
          {t('notReady', { course: choice.course.label, domain: choice.course.readyDomain ?? '' })}
        </Alert>
      )}
      <ConfirmBookingModal
        choice={choice}
        slot={slot}
        onSlot={setSlot}
        onClose={() => setSlot(null)}
        onBooked={(booking) => {
          setSlot(null);
          setBooked(booking);
        }}
      />
    </Stack>
  );
}
