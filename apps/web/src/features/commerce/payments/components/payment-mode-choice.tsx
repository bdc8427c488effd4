import { Radio, Stack } from '@mantine/core';

/** How to pay, among the modes offered: each with its name and a hint of what follows. */
export function PaymentModeChoice<Mode extends string>({
  label,
  modes,
  value,
  onChange,
  error,
  textsOf,
}: {
  label: string;
  modes: readonly Mode[];
  value: Mode | null;
  onChange: (mode: Mode) => void;
  error: string | undefined;
  textsOf: (mode: Mode) => { label: string; hint: string };
}) {
  return (
    <Radio.Group
      label={label}
      name="paymentMode"
      required
      value={value}
      onChange={(chosen) => onChange(chosen as Mode)}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {modes.map((mode) => (
          <Radio key={mode} value={mode} label={textsOf(mode).label} description={textsOf(mode).hint} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
