import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api-client';

export interface StudentName {
  id: string;
  firstname: string;
  name: string;
}

const PICK_SIZE = 20;
const fullName = (student: StudentName) => `${student.firstname} ${student.name}`;

/** A student the user holds, found by name on the server as it is typed. */
export function StudentPicker({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: StudentName | null;
  onChange: (student: StudentName | null) => void;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search === (value ? fullName(value) : '') ? '' : search, 250);
  const found = useQuery({
    queryKey: ['students', 'pick', query],
    queryFn: () => api<StudentName[]>(`/students?pageSize=${PICK_SIZE}&q=${encodeURIComponent(query)}`),
  });
  const options = [...(value ? [value] : []), ...(found.data ?? []).filter((student) => student.id !== value?.id)];
  return (
    <Select
      label={label}
      searchable
      clearable
      required={required}
      data={options.map((student) => ({ value: student.id, label: fullName(student) }))}
      filter={({ options: shown }) => shown}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((student) => student.id === id) ?? null)}
    />
  );
}
