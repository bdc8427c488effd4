import { dayPlus, schoolDay, waitlistInput } from '@ds/domain';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SwissDayField } from '@/components/swiss-day-field';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useJoinWaitlist } from '../api/self-booking-api';
import type { ResolvedChoice } from '../model/booking-choice';

const NAMESPACE = 'booking';

/**
 * "Tell me when an earlier slot frees up": between two days, for the course and length chosen
 * above; a slot cancelled in that range is offered to waiting students in turn, by SMS and e-mail.
 */
export function WaitlistForm({ choice }: { choice: ResolvedChoice }) {
  const { t } = useTranslation(NAMESPACE);
  const join = useJoinWaitlist();
  const today = schoolDay(new Date());
  const [fromDay, setFromDay] = useState<string | undefined>(today);
  const [toDay, setToDay] = useState<string | undefined>(dayPlus(today, 7));
  const [errors, setErrors] = useState<FieldMessages>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = waitlistInput.safeParse(
      {
        monitorId: choice.monitor.monitorId,
        courseId: choice.course.id,
        lengthMinutes: choice.lengthMinutes,
        fromDay,
        toDay,
      },
      { reportInput: true },
    );
    if (!parsed.success) {
      join.reset();
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      await join.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('waitlist.joined') });
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  // The day fields show only their own format check: the schema's and the server's words come below them.
  const messages = (['fromDay', 'toDay'] as const).flatMap((field) =>
    errors[field] ? [t('waitlist.fieldError', { field: t(`waitlist.${field}`), message: errors[field] })] : [],
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="waitlist-title" data-testid="waitlist-form">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="waitlist-title">
            {t('waitlist.title')}
          </Title>
          <Text size="sm">{t('waitlist.text', { course: choice.course.label })}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <SwissDayField label={t('waitlist.fromDay')} day={fromDay} onDay={setFromDay} testId="waitlist-from" />
            <SwissDayField label={t('waitlist.toDay')} day={toDay} onDay={setToDay} testId="waitlist-to" />
          </SimpleGrid>
          {messages.map((message) => (
            <Text key={message} size="sm" c="red.8" role="alert">
              {message}
            </Text>
          ))}
          {Object.keys(errors).length === 0 && <ErrorAlert error={join.error} />}
          <Button
            type="submit"
            variant="light"
            leftSection={<IconBellRinging size={16} aria-hidden />}
            loading={join.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('waitlist.join')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
