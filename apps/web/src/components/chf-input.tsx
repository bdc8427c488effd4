import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A CHF amount with two decimals and the Swiss thousands separator; 0 means free (spec §5). */
export function ChfInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number;
  onChange: (chf: number) => void;
}) {
  return (
    <NumberInput
      {...props}
      value={value}
      // Mantine hands over a string while the text is not a plain number, e.g. "40.00" with its fixed decimals.
      onChange={(next) => onChange(typeof next === 'number' ? next : next.trim() === '' ? Number.NaN : Number(next))}
      prefix="CHF "
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator="’"
      inputMode="decimal"
    />
  );
}
