import { formatSwissDay, parseSwissDate } from '@ds/domain';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A day typed DD.MM.YYYY (spec §5) for a filter: handed on as YYYY-MM-DD once it is a real day (or
 * emptied), refused beside the field otherwise. A day chosen elsewhere (a preset) replaces the text.
 */
export function SwissDayField({
  label,
  day,
  onDay,
  testId,
}: {
  label: string;
  day?: string;
  onDay: (day: string | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState(day ? formatSwissDay(day) : '');
  useEffect(() => {
    setTyped((text) => (parseSwissDate(text) === (day ?? null) ? text : day ? formatSwissDay(day) : ''));
  }, [day]);
  const invalid = typed.trim() !== '' && parseSwissDate(typed) === null;
  return (
    <TextInput
      label={label}
      placeholder={t('dayPlaceholder')}
      autoComplete="off"
      inputMode="numeric"
      maxLength={10}
      value={typed}
      error={invalid ? t('dayInvalid') : undefined}
      data-testid={testId}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const next = text.trim() === '' ? undefined : parseSwissDate(text);
        if (next !== null && next !== day) onDay(next);
      }}
    />
  );
}
