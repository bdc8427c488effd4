import { type FreeSlots, formatSwissDate, formatSwissTime, languageOf, schoolDay, toLocale } from '@ds/domain';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatDate } from '@/lib/format';
import { type FreeSlotsRequest, useBookableCourses, useFreeSlots } from '../api/booking-options-api';
import { parseSwissDay } from '../model/appointment-form-values';
import { type StudentName, StudentPicker } from './student-picker';

/** The days looked at from the chosen date. */
const DAYS_SHOWN = 14;

export interface PickedSlot {
  start: Date;
  end: Date;
  calendarId: string;
  student: StudentName;
  courseId: string | null;
}

function slotsByDay(slots: FreeSlots['slots']): [string, FreeSlots['slots']][] {
  const days = new Map<string, FreeSlots['slots']>();
  for (const slot of slots) {
    const day = schoolDay(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

/**
 * "Schedule a lesson": for a student, a course and a duration, the free starts of the coming
 * two weeks; Sundays and the canton's public holidays are skipped (and named).
 */
export function SlotPicker({ onPick }: { onPick: (slot: PickedSlot) => void }) {
  const { t, i18n } = useTranslation('calendar');
  const courses = useBookableCourses();
  const [student, setStudent] = useState<StudentName | null>(null);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [duration, setDuration] = useState<number | string>('');
  const [from, setFrom] = useState(formatSwissDate(new Date()));
  const [fromError, setFromError] = useState<string | undefined>();
  const [studentError, setStudentError] = useState<string | undefined>();
  const [request, setRequest] = useState<FreeSlotsRequest | null>(null);
  /** Who and what the slots shown were searched for, whatever is changed since. */
  const [searched, setSearched] = useState<{ student: StudentName; courseId: string | null } | null>(null);
  const found = useFreeSlots(request);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseSwissDay(from);
    setFromError(day ? undefined : t('errors.dateFormat'));
    setStudentError(student ? undefined : t('slots.studentRequired'));
    if (!day || !student) return;
    setSearched({ student, courseId });
    setRequest({
      studentId: student.id,
      courseId,
      durationMinutes: typeof duration === 'number' ? duration : null,
      from: day,
      days: DAYS_SHOWN,
      language: languageOf(toLocale(i18n.language)),
    });
  };

  const result = searched ? found.data : undefined;
  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('slots.title')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('slots.hint')}
          </Text>
          <StudentPicker
            label={t('slots.student')}
            value={student ? [student.id] : []}
            initial={[]}
            error={studentError}
            onChange={(_, chosen) => setStudent(chosen.at(-1) ?? null)}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select
              label={t('slots.course')}
              data={(courses.data ?? []).map((course) => ({ value: course.id, label: course.label }))}
              value={courseId}
              onChange={setCourseId}
              clearable
            />
            <NumberInput
              label={t('slots.duration')}
              value={duration}
              onChange={setDuration}
              min={15}
              max={600}
              step={15}
            />
            <TextInput
              label={t('slots.from')}
              placeholder={t('form.datePlaceholder')}
              inputMode="numeric"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              error={fromError}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={found.isFetching}>
              {t('slots.search')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorAlert error={found.error} />
      {result && result.holidays.length > 0 && (
        <Alert color="gray" title={t('slots.holidays')} data-testid="skipped-holidays">
          {result.holidays.map((holiday) => `${formatDate(holiday.date)} ${holiday.name}`).join(' · ')}
        </Alert>
      )}
      {result && result.slots.length === 0 && (
        <Alert color="orange" data-testid="no-slot">
          {t('slots.none')}
        </Alert>
      )}
      {result &&
        slotsByDay(result.slots).map(([day, slots]) => (
          <Stack key={day} gap={6} data-testid={`slots-${day}`}>
            <Title order={3} size="h5">
              {new Date(`${day}T12:00:00`).toLocaleDateString(i18n.language, {
                weekday: 'long',
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              })}
            </Title>
            <Group gap="xs">
              {slots.map((slot) => (
                <Button
                  key={slot.start}
                  variant="light"
                  size="compact-md"
                  aria-label={t('slots.pick', { time: `${formatDate(day)} ${formatSwissTime(new Date(slot.start))}` })}
                  onClick={() =>
                    searched &&
                    onPick({
                      start: new Date(slot.start),
                      end: new Date(slot.end),
                      calendarId: result.calendarId,
                      ...searched,
                    })
                  }
                >
                  {formatSwissTime(new Date(slot.start))}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
    </Stack>
  );
}
