import { ColorInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import { CALENDAR_SWATCHES } from '../model/calendar-form-values';

/** A calendar's name and colour, the same for one of ours and for an external one. */
export function LabelColourFields({
  label,
  colour,
  onLabel,
  onColour,
  errors,
}: {
  label: string;
  colour: string;
  onLabel: (value: string) => void;
  onColour: (value: string) => void;
  errors: FieldMessages;
}) {
  const { t } = useTranslation('calendar-settings');
  return (
    <>
      <TextInput
        label={t('form.label')}
        name="label"
        required
        value={label}
        onChange={(event) => onLabel(event.currentTarget.value)}
        error={errors.label}
      />
      <ColorInput
        label={t('form.colour')}
        name="colour"
        format="hex"
        swatches={CALENDAR_SWATCHES}
        swatchesPerRow={6}
        withEyeDropper={false}
        value={colour}
        onChange={onColour}
        error={errors.colour}
        required
      />
    </>
  );
}
