import { AppError } from '../../lib/errors';

/** Spec §8 "student import error": the file is not a readable .xlsx or .csv (whatever its name). */
export class ImportUnreadableError extends AppError {
  constructor(reason: string) {
    super(400, 'student_import_unreadable', 'The file could not be read as an .xlsx or .csv student list', [
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
