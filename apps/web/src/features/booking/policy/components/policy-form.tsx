import {
  type BookingPolicyRecord,
  SELF_BOOKING_BUFFER_MAX,
  SELF_BOOKING_FREE_CANCELLATION_HOURS,
  SELF_BOOKING_HORIZON_WEEKS_MAX,
  SELF_BOOKING_LESSON_LENGTHS,
  SELF_BOOKING_NOTICE_DAYS_MAX,
  SELF_BOOKING_NOTICE_HOURS_MAX,
  SELF_BOOKING_NOTICE_UNITS,
  SELF_BOOKING_OPEN_MAX,
  SELF_BOOKING_STEPS,
} from '@ds/domain';
import { Checkbox, Fieldset, Group, Input, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { usePolicyForm } from '../model/use-policy-form';

/** A labelled row of big choices (the step, the free cancellation, the notice's unit). */
function Choice({
  id,
  label,
  value,
  data,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} error={error}>
      <SegmentedControl fullWidth aria-labelledby={`${id}-label`} value={value} data={data} onChange={onChange} />
    </Input.Wrapper>
  );
}

/** The monitor's rules for students booking themselves, saved at the version read. */
export function PolicyForm({ policy }: { policy: BookingPolicyRecord }) {
  const { t } = useTranslation('booking-policy');
  const form = usePolicyForm(policy);
  const { values, set, errors } = form;
  const inDays = values.noticeUnit === 'working_days';
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('form.label')} data-testid="booking-policy-form">
      <Stack gap="md">
        <Switch
          label={t('form.published')}
          description={t('form.publishedHint')}
          checked={values.published}
          onChange={(event) => set('published', event.currentTarget.checked)}
          data-testid="policy-published"
        />
        <Fieldset legend={t('form.when')}>
          <Stack gap="sm">
            <NumberInput
              label={t('form.horizonWeeks')}
              description={t('form.horizonWeeksHint')}
              min={1}
              max={SELF_BOOKING_HORIZON_WEEKS_MAX}
              value={values.horizonWeeks}
              onChange={(value) => set('horizonWeeks', value)}
              error={errors.horizonWeeks}
            />
            <Choice
              id="policy-notice-unit"
              label={t('form.noticeUnit')}
              value={values.noticeUnit}
              data={SELF_BOOKING_NOTICE_UNITS.map((unit) => ({ value: unit, label: t(`form.noticeUnits.${unit}`) }))}
              onChange={(unit) => set('noticeUnit', unit as (typeof SELF_BOOKING_NOTICE_UNITS)[number])}
            />
            <NumberInput
              label={inDays ? t('form.noticeDays') : t('form.noticeHours')}
              min={0}
              max={inDays ? SELF_BOOKING_NOTICE_DAYS_MAX : SELF_BOOKING_NOTICE_HOURS_MAX}
              value={values.noticeAmount}
              onChange={(value) => set('noticeAmount', value)}
              error={errors.noticeAmount}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('form.lessons')}>
          <Stack gap="sm">
            <Checkbox.Group
              label={t('form.lessonLengths')}
              description={t('form.lessonLengthsHint')}
              value={values.lessonLengths}
              onChange={(lengths) => set('lessonLengths', lengths)}
              error={errors.lessonLengths}
            >
              <Group gap="md" mt="xs">
                {SELF_BOOKING_LESSON_LENGTHS.map((length) => (
                  <Checkbox key={length} value={String(length)} label={t('form.minutes', { count: length })} />
                ))}
              </Group>
            </Checkbox.Group>
            <Choice
              id="policy-step"
              label={t('form.stepMinutes')}
              value={values.stepMinutes}
              data={SELF_BOOKING_STEPS.map((step) => ({
                value: String(step),
                label: t('form.minutes', { count: step }),
              }))}
              onChange={(step) => set('stepMinutes', step)}
              error={errors.stepMinutes}
            />
            <NumberInput
              label={t('form.bufferMinutes')}
              description={t('form.bufferMinutesHint')}
              min={0}
              max={SELF_BOOKING_BUFFER_MAX}
              step={5}
              value={values.bufferMinutes}
              onChange={(value) => set('bufferMinutes', value)}
              error={errors.bufferMinutes}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('form.students')}>
          <Stack gap="sm">
            <Switch
              label={t('form.requireConfirmation')}
              description={t('form.requireConfirmationHint')}
              checked={values.requireConfirmation}
              onChange={(event) => set('requireConfirmation', event.currentTarget.checked)}
            />
            <NumberInput
              label={t('form.maxOpenBookings')}
              description={t('form.maxOpenBookingsHint')}
              min={1}
              max={SELF_BOOKING_OPEN_MAX}
              value={values.maxOpenBookings}
              onChange={(value) => set('maxOpenBookings', value)}
              error={errors.maxOpenBookings}
            />
            <Choice
              id="policy-free-cancellation"
              label={t('form.freeCancellationHours')}
              value={values.freeCancellationHours}
              data={SELF_BOOKING_FREE_CANCELLATION_HOURS.map((hours) => ({
                value: String(hours),
                label: t('form.hoursBefore', { count: hours }),
              }))}
              onChange={(hours) => set('freeCancellationHours', hours)}
              error={errors.freeCancellationHours}
            />
            <Text size="xs" c="dimmed">
              {t('form.freeCancellationHint')}
            </Text>
          </Stack>
        </Fieldset>
        <SaveFailureAlert failure={form.failure} onReload={form.reload} />
        <FormButtons saving={form.saving} />
      </Stack>
    </form>
  );
}
