import { SMS_CREDITS_PER_SEGMENT, smsLength } from '@ds/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CHARACTERS_PER_SMS = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

/** Length, encoding and cost of a rendered SMS text (spec §9), with a warning beyond one SMS. */
export function SmsCounter({ renderedText }: { renderedText: string }) {
  const { t, i18n } = useTranslation('catalogue-reminders');
  const length = smsLength(renderedText);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const capacity = CHARACTERS_PER_SMS[length.encoding];
  const perSms = length.segments > 1 ? capacity.part : capacity.single;

  return (
    <Stack gap={4} data-testid="sms-counter" data-encoding={length.encoding} data-segments={length.segments}>
      <Text size="sm" data-testid="sms-encoding">
        {t(length.encoding === 'GSM-7' ? 'sms.gsm' : 'sms.ucs', { perSms })}
      </Text>
      <Text size="xs" c="dimmed">
        {t(length.encoding === 'GSM-7' ? 'sms.gsmHint' : 'sms.ucsHint', {
          gsm: CHARACTERS_PER_SMS['GSM-7'].single,
          ucs: CHARACTERS_PER_SMS['UCS-2'].single,
        })}
      </Text>
      <Text size="sm" fw={500} data-testid="sms-length">
        {t('sms.length', { characters: length.units, segments: length.segments, remaining: length.remaining })}
      </Text>
      <Text size="sm" data-testid="sms-credits">
        {t('sms.credits', {
          perSmsMin: number.format(SMS_CREDITS_PER_SEGMENT.min),
          perSmsMax: number.format(SMS_CREDITS_PER_SEGMENT.max),
          min: number.format(length.credits.min),
          max: number.format(length.credits.max),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('sms.countedOnPreview')}
      </Text>
      {length.segments > 1 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="sms-several">
          {t('sms.several', { segments: length.segments })}
        </Alert>
      )}
    </Stack>
  );
}
