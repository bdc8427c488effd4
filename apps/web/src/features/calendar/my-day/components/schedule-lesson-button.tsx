import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithheld } from '@/components/withheld';
import { QUICK_ACTION_TARGETS } from '../model/quick-actions';

/** An empty day's next step: the calendar's slot picker, as the "schedule a lesson" chip opens it. */
export function ScheduleLessonButton() {
  const { t } = useTranslation('calendar-my-day');
  const withheld = useWithheld()('createAppointments');
  const { path, icon: ChipIcon } = QUICK_ACTION_TARGETS.scheduleLesson;
  if (withheld) return null;
  return (
    <Button component={Link} to={path} variant="light" leftSection={<ChipIcon size={16} aria-hidden />}>
      {t('chips.scheduleLesson')}
    </Button>
  );
}
