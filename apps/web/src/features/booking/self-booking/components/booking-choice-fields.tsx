import { Input, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingChoice, OfferedMonitor, ResolvedChoice } from '../model/booking-choice';

/**
 * Who with, what and how long: a question only where there is a choice (one monitor or one course
 * is simply named), lengths as one row of big buttons for a thumb.
 */
export function BookingChoiceFields({
  monitors,
  choice,
  onChange,
}: {
  monitors: OfferedMonitor[];
  choice: ResolvedChoice;
  onChange: (choice: BookingChoice) => void;
}) {
  const { t } = useTranslation('booking');
  const current = {
    monitorId: choice.monitor.monitorId,
    courseId: choice.course.id,
    lengthMinutes: choice.lengthMinutes,
  };
  return (
    <Stack gap="sm">
      {monitors.length > 1 ? (
        <Select
          label={t('choice.monitor')}
          data={monitors.map((monitor) => ({ value: monitor.monitorId, label: monitor.name }))}
          value={current.monitorId}
          onChange={(monitorId) => monitorId && onChange({ ...current, monitorId, courseId: null })}
          allowDeselect={false}
          data-testid="booking-monitor"
        />
      ) : (
        <Text data-testid="booking-monitor">{t('choice.withMonitor', { name: choice.monitor.name })}</Text>
      )}
      {choice.monitor.courses.length > 1 ? (
        <Select
          label={t('choice.course')}
          data={choice.monitor.courses.map((course) => ({ value: course.id, label: course.label }))}
          value={current.courseId}
          onChange={(courseId) => courseId && onChange({ ...current, courseId })}
          allowDeselect={false}
          data-testid="booking-course"
        />
      ) : (
        <Text fw={600} data-testid="booking-course">
          {choice.course.label}
        </Text>
      )}
      {choice.course.lengths.length > 1 ? (
        <Input.Wrapper label={t('choice.length')} labelElement="div" id="booking-length">
          <SegmentedControl
            fullWidth
            size="md"
            aria-labelledby="booking-length-label"
            value={String(choice.lengthMinutes)}
            onChange={(value) => onChange({ ...current, lengthMinutes: Number(value) })}
            data={choice.course.lengths.map((length) => ({
              value: String(length.minutes),
              label: t('choice.minutes', { count: length.minutes }),
            }))}
            data-testid="booking-length"
          />
        </Input.Wrapper>
      ) : (
        <Text data-testid="booking-length">{t('choice.minutes', { count: choice.lengthMinutes })}</Text>
      )}
    </Stack>
  );
}
