import { Grid, TextInput } from '@mantine/core';

export interface StreetValue {
  street: string;
  houseNumber: string;
}

/**
 * Street and building number apart, as a Swiss QR-bill asks for them: side by side from a wide
 * phone up (the number narrow), one under the other on a narrow phone. The labels are the form's
 * own; `onChange` receives only what changed.
 */
export function StreetField({
  value,
  onChange,
  labels,
  errors = {},
  name = '',
  required = false,
}: {
  value: StreetValue;
  onChange: (patch: Partial<StreetValue>) => void;
  labels: Record<keyof StreetValue, string>;
  errors?: Partial<Record<keyof StreetValue, string>>;
  /** Prefix of the inputs' names (e.g. `billing.`), so a form holds two addresses. */
  name?: string;
  /** The street must be given (a billing address); the number never is. */
  required?: boolean;
}) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, xs: 9 }}>
        <TextInput
          label={labels.street}
          name={`${name}street`}
          required={required}
          value={value.street}
          onChange={(event) => onChange({ street: event.currentTarget.value })}
          error={errors.street}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 3 }}>
        <TextInput
          label={labels.houseNumber}
          name={`${name}houseNumber`}
          value={value.houseNumber}
          onChange={(event) => onChange({ houseNumber: event.currentTarget.value })}
          error={errors.houseNumber}
        />
      </Grid.Col>
    </Grid>
  );
}
