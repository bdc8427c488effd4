import { Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The terms accepted before a purchase (spec §5), and below the box where to read them. */
export function TermsCheckbox({
  label,
  checked,
  onChange,
  error,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Checkbox
        name="acceptTerms"
        required
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
      />
      {children}
    </Stack>
  );
}
