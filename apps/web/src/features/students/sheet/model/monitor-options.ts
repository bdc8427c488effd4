import type { MonitorSummary, Student } from '@ds/domain';

/** The school's monitors who do not hold the student yet, as Select options. */
export function monitorOptions(monitors: MonitorSummary[] | undefined, student: Student) {
  const holding = new Set(student.monitors.map((monitor) => monitor.id));
  return (monitors ?? [])
    .filter((monitor) => !holding.has(monitor.id))
    .map((monitor) => ({ value: monitor.id, label: `${monitor.firstname} ${monitor.name} (${monitor.email})` }));
}
