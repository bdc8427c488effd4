import { LESSON_PAYMENTS, type LessonPayment } from '@ds/domain';
import { Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWithheld } from '@/components/withheld';

const PAYMENT_COLOURS: Record<LessonPayment, string> = { paid: 'green', offered: 'blue', unpaid: 'orange' };

/**
 * An ended lesson's payment: a badge, which whoever may write the sheet opens to change it; offering
 * it free needs an employee's right to deliver training, and says so when it is off.
 */
export function LessonPaymentMenu({
  payment,
  when,
  onChange,
}: {
  payment: LessonPayment;
  /** The lesson's date and time, to name it to a screen reader. */
  when: string;
  /** Absent for a reader, and while a change is being saved. */
  onChange?: (payment: LessonPayment) => void;
}) {
  const { t } = useTranslation('training-progress');
  const offerWithheld = useWithheld()('deliverTraining');
  const badge = (
    <Badge color={PAYMENT_COLOURS[payment]} variant="light" style={onChange ? { cursor: 'pointer' } : undefined}>
      {t(`payments.${payment}`)}
    </Badge>
  );
  if (!onChange) return badge;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label={t('changePayment', { when, payment: t(`payments.${payment}`) })}>
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {LESSON_PAYMENTS.map((choice) => {
          const withheld = choice === 'offered' ? offerWithheld : null;
          return (
            <Menu.Item key={choice} disabled={choice === payment || withheld !== null} onClick={() => onChange(choice)}>
              {t(`markAs.${choice}`)}
              {withheld && (
                <Text size="xs" c="dimmed">
                  {withheld}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
