import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** The amount a NumberInput value means: Mantine hands over a string while the text is not a plain number ("120.", "40.00"). */
const amountOf = (input: string | number) =>
  typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);

/** A CHF amount with two decimals and the Swiss thousands separator; 0 means free (spec §5). */
export function ChfInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number;
  onChange: (chf: number) => void;
}) {
  // The text as typed, shown as long as it still means `value`: handing back the number while
  // someone types "120." would redraw it as "120.00" between two keys.
  // No amount (NaN) is an empty field, not the text "NaN".
  const shown = Number.isNaN(value) ? '' : value;
  const [typed, setTyped] = useState<string | number>(shown);
  return (
    <NumberInput
      {...props}
      value={Object.is(amountOf(typed), value) ? typed : shown}
      onChange={(next) => {
        setTyped(next);
        onChange(amountOf(next));
      }}
      prefix="CHF "
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator="’"
      inputMode="decimal"
    />
  );
}
