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

/** Rows per page of a preview: the upload answers the first, `GET …/rows` the others. */
export const IMPORT_PAGE_SIZE = 50;
export const IMPORT_PAGE_MAX = 100;

/** What a preview found; nothing is written yet. */
export const importCountsSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Valid rows whose FABER is new to the school, and known ones. */
  creates: z.number().int(),
  updates: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = importCountsSchema.extend({
  id: z.uuid(),
  fileName: z.string(),
  /** The three required columns, then the optional ones the file fills on any row. */
  columns: z.array(z.enum(IMPORT_FIELDS)),
  /** The first page of the rows, refused rows first (`importRowsQuery`'s defaults). */
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The rows of a preview a page at a time: refused rows first, each group in file order. */
export const importRowsQuery = z.object({
  filter: z.enum(['all', 'refused']).default('all'),
  offset: z.coerce.number().int().min(0).max(IMPORT_MAX_ROWS).default(0),
  limit: z.coerce.number().int().min(1).max(IMPORT_PAGE_MAX).default(IMPORT_PAGE_SIZE),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuery>;

export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The export takes the list's search, filters and sort, and every page. */
export const studentExportQuery = studentListQuery.omit({ page: true, pageSize: true });
export type StudentExportQuery = z.infer<typeof studentExportQuery>;
