import type { Appointment } from '@ds/domain';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentOptions } from '../api/booking-options-api';

export type StudentName = Appointment['students'][number];

/** My students, searched by the server as the user types; chosen ones stay labelled. */
export function StudentPicker({
  label,
  value,
  initial,
  error,
  onChange,
  autoFocus = false,
}: {
  /** "Students" unless another label fits (one student for a lesson). */
  label?: string;
  value: string[];
  /** The students the appointment had, so their names show before any search. */
  initial: StudentName[];
  error?: string;
  /** The chosen ids, and their names (for whoever needs to show them elsewhere). */
  onChange: (ids: string[], students: StudentName[]) => void;
  /** The dialog opens on this field (Mantine's modal focuses `data-autofocus`). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('calendar');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useStudentOptions(debounced.trim());
  const [known, setKnown] = useState(() => new Map(initial.map((student) => [student.id, student])));

  const data = useMemo(() => {
    const merged = new Map(known);
    for (const student of options.data ?? []) merged.set(student.id, student);
    return [...merged.values()].map((student) => ({
      value: student.id,
      label: `${student.name} ${student.firstname}`,
    }));
  }, [known, options.data]);

  const change = (ids: string[]) => {
    const next = new Map(known);
    for (const student of options.data ?? []) if (ids.includes(student.id)) next.set(student.id, student);
    setKnown(next);
    onChange(
      ids,
      ids.flatMap((id) => next.get(id) ?? []),
    );
  };

  return (
    <MultiSelect
      label={label ?? t('form.students')}
      placeholder={value.length === 0 ? t('form.studentsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('form.noStudent')}
      error={error}
      clearable
      data-autofocus={autoFocus || undefined}
    />
  );
}
