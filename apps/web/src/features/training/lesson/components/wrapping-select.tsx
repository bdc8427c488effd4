import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useId } from 'react';

/**
 * A select whose chosen value wraps onto more lines instead of being cut: the cards' domain and
 * theme names are longer than a phone's text field ("F1 Padronanza e preparazione del veicolo").
 */
export function WrappingSelect({
  label,
  data,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const chosen = data.find((option) => option.value === value);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          id={id}
          label={label}
          pointer
          multiline
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          styles={{ input: { height: 'auto', textAlign: 'start', whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {chosen?.label}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        {/* The list is named by the field's label (the wrapper names it `${id}-label`). */}
        <Combobox.Options labelledBy={`${id}-label`}>
          {data.map((option) => (
            <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
              {option.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
