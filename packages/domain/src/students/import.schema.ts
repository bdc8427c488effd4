import { z } from 'zod';
import { studentListQuery } from './students.schema';

/** Spec §5: the first three columns, then the optional managing monitor; later columns by header. */
export const IMPORT_FIELDS = ['faber', 'birthDate', 'email', 'monitorFaber', 'name', 'firstname', 'mobile'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_RULES = [
  'faber',
  'birthDate',
  'email',
  'mobile',
  'unknownMonitor',
  'duplicateInFile',
  'required',
  /** The FABER belongs to a student of the school the importer may not write (another monitor's). */
  'faberTaken',
  /** Longer than the field allows (name and first name: 80 characters). */
  'tooLong',
  /** A control character (NUL, escape…) the application never stores. */
  'controlCharacter',
] as const;
export type ImportRule = (typeof IMPORT_RULES)[number];

/** Spec §5: 500 MB is the resource limit; a student list has no reason to exceed 20 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** An .xlsx is a zip: beyond this once uncompressed it is refused before parsing (a zip bomb). */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

export const importRowSchema = z.object({
  /** The row number in the file (the header is row 1). */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.enum(IMPORT_FIELDS), rule: z.enum(IMPORT_RULES) })),
  /** What importing the row would do; null when it has errors. */
  action: z.enum(['create', 'update']).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The export takes the list's search, filters and sort, and every page. */
export const studentExportQuery = studentListQuery.omit({ page: true, pageSize: true });
export type StudentExportQuery = z.infer<typeof studentExportQuery>;
