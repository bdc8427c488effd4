import { AppError } from '../../../lib/errors';

/** Spec §8 "student import error": the file is not a readable .xlsx, .ods or .csv (whatever its name). */
export class ImportUnreadableError extends AppError {
  constructor(reason: string) {
    super(400, 'student_import_unreadable', 'The file could not be read as an .xlsx, .ods or .csv student list', [
      { field: 'file', rule: 'unreadable', message: reason },
    ]);
  }
}

/** More than the import accepts: bytes sent, bytes once uncompressed, or rows. */
export class ImportTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message, [{ field: 'file', rule: 'too_large', message }]);
  }
}

/**
 * An Excel 97–2003 workbook (.xls, binary BIFF in an OLE2 container, recognised by its magic
 * bytes) or a password-protected one: not read; the client says which formats are accepted and
 * how to save the file as .xlsx.
 */
export class ImportLegacyWorkbookError extends AppError {
  constructor() {
    super(
      400,
      'student_import_xls',
      'Excel 97–2003 (.xls) and password-protected workbooks are not read: save the file as .xlsx, .ods or .csv',
      [{ field: 'file', rule: 'xls', message: 'an Excel 97–2003 (.xls) or password-protected workbook' }],
    );
  }
}
