/** The exclusion constraint of migration 0016: the timed appointments of one monitor's time never overlap. */
const MONITOR_OVERLAP_CONSTRAINT = 'appointments_monitor_no_overlap';

/** Whether the database refused a write for breaking the monitor's exclusion constraint (SQLSTATE 23P01). */
export function isMonitorOverlap(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((each) => {
    const fields = each as { code?: unknown; constraint?: unknown } | null;
    return fields?.code === '23P01' && fields.constraint === MONITOR_OVERLAP_CONSTRAINT;
  });
}
