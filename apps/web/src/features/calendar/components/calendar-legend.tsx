import type { Calendar, Course } from '@ds/domain';
import { Badge, Checkbox, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarSettingsButton } from '../settings/components/calendar-settings-button';

function CalendarEntry({
  calendar,
  shown,
  onToggle,
}: {
  calendar: Calendar;
  shown: boolean;
  onToggle: (shown: boolean) => void;
}) {
  const { t } = useTranslation('calendar');
  const owner = `${calendar.owner.firstname} ${calendar.owner.name}`;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="legend-calendar">
      <Checkbox
        checked={shown}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        color={calendar.colour}
        aria-label={t('legend.show', { calendar: calendar.label })}
        mt={2}
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {calendar.label}
          </Text>
          {(calendar.access === 'read' || calendar.provider === 'caldav') && (
            <Badge size="xs" color="gray" variant="light">
              {t('legend.readOnly')}
            </Badge>
          )}
        </Group>
        {calendar.access !== 'owner' && (
          <Text size="xs" c="dimmed">
            {t('legend.sharedBy', { owner })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The calendars I see, each with a tick to show or hide it, and the colours of the courses. */
export function CalendarLegend({
  calendars,
  shownCalendarIds,
  onShownChange,
  courses,
}: {
  calendars: Calendar[];
  shownCalendarIds: string[];
  onShownChange: (ids: string[]) => void;
  courses: Course[];
}) {
  const { t } = useTranslation('calendar');
  const toggle = (id: string, shown: boolean) =>
    onShownChange(
      shown
        ? calendars.map((c) => c.id).filter((c) => c === id || shownCalendarIds.includes(c))
        : shownCalendarIds.filter((c) => c !== id),
    );
  return (
    <Stack gap="md" data-testid="calendar-legend">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {t('legend.calendars')}
          </Title>
          <CalendarSettingsButton />
        </Group>
        {calendars.map((calendar) => (
          <CalendarEntry
            key={calendar.id}
            calendar={calendar}
            shown={shownCalendarIds.includes(calendar.id)}
            onToggle={(shown) => toggle(calendar.id, shown)}
          />
        ))}
      </Stack>
      {courses.length > 0 && (
        <Stack gap={6}>
          <Title order={2} size="h5">
            {t('legend.courses')}
          </Title>
          {courses.map((course) => (
            <Group key={course.id} gap="xs" wrap="nowrap">
              <ColorSwatch color={course.colour} size={12} />
              <Text size="sm">{course.label}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
