/** The student sheet of one student (spec §2 /students/profile). */
export function studentProfilePath(id: string): string {
  return `/students/profile?${new URLSearchParams({ id })}`;
}

/** "Muster Anna": the list is sorted by name, then first name. */
export function studentFullName(student: { name: string; firstname: string }): string {
  return `${student.name} ${student.firstname}`;
}
