import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** How long typing pauses before a list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box: shows what is typed at once and tells the query once typing pauses, so a
 * server-searched list is not asked at every key.
 */
export function SearchField({
  initial,
  onSearch,
  ...props
}: Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [typed, setTyped] = useState(initial);
  const searchLater = useDebouncedCallback(onSearch, SEARCH_PAUSE_MS);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      }}
    />
  );
}
