import { type EmployeeRight, type ErrorCode, type FieldError, formatSwissDate, formatSwissTime } from '@ds/domain';

/** A failure the client can act on; the errors plugin turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, 'forbidden', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'conflict', details?: unknown) {
    super(409, code, message, details);
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldError[]) {
    super(400, 'validation', `Invalid value for ${fields.map((field) => field.field).join(', ')}`, fields);
  }
}

export class UnavailableError extends AppError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: ErrorCode = 'unauthorized', message = 'Sign in required') {
    super(401, code, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many attempts: try again in ${retryAfterSeconds} s`, { retryAfterSeconds });
  }
}

/** Spec §8: the selected infrastructure (or vehicle) is already booked at that time. */
export class ResourceUnavailableError extends AppError {
  constructor(busy: { busyInfrastructureIds: string[]; busyVehicleIds: string[] }) {
    super(409, 'resource_unavailable', 'A selected infrastructure or vehicle is already booked', busy);
  }
}

/** A student already has an appointment at that time: he cannot be in two places at once. */
export class StudentBusyError extends AppError {
  constructor(busyStudentIds: string[]) {
    super(409, 'student_busy', 'A selected student already has an appointment at that time', { busyStudentIds });
  }
}

/** An appointment of the instructor's time that a booking would overlap; its title only if the booker sees it. */
export interface MonitorClash {
  title: string | null;
  start: Date;
  end: Date;
}

/**
 * The instructor (the owner of the calendar) already has an appointment at that time: he is in
 * one place at a time, unless the booking is confirmed as an intended overlap (`allowOverlap`).
 */
export class MonitorBusyError extends AppError {
  constructor(clash: MonitorClash | null) {
    const when =
      clash && `${formatSwissDate(clash.start)} ${formatSwissTime(clash.start)}–${formatSwissTime(clash.end)}`;
    const named = clash?.title ? `“${clash.title}”, ${when}` : when;
    super(409, 'monitor_busy', `The instructor already has an appointment at that time${named ? `: ${named}` : ''}`, {
      clash: clash && { title: clash.title, start: clash.start.toISOString(), end: clash.end.toISOString() },
    });
  }
}

/** Spec §5/§8: an appointment of a course must fall within the course's start and end dates. */
export class OutsideCourseRangeError extends AppError {
  constructor(range: { startDate: string | null; endDate: string | null }) {
    super(400, 'outside_course_range', 'The date is outside the course range', [
      { field: 'body.start', rule: 'outside_course_range', message: 'must be within the course dates', ...range },
    ]);
  }
}

/** An edit based on an older version of the record: someone changed it meanwhile. */
export class StaleVersionError extends AppError {
  constructor() {
    super(409, 'stale_version', 'This was changed meanwhile: reload it and make the change again');
  }
}

/** Spec §8: the copy breaks a booking rule; `details.reason` is that rule's error code, with its details. */
export class CopyImpossibleError extends AppError {
  constructor(cause: AppError) {
    super(409, 'copy_impossible', 'The appointment cannot be copied there', {
      reason: cause.code,
      details: cause.details,
    });
  }
}

/** A calendar copied from an external CalDAV calendar: its events change at their source only. */
export class ExternalCalendarError extends AppError {
  constructor() {
    super(403, 'external_calendar', 'This calendar is a copy of an external calendar: change it at its source');
  }
}

/** Spec §6, §8: the school's administrators turned this right off for the employee. */
export class EmployeeRightError extends AppError {
  constructor(readonly right: EmployeeRight) {
    super(403, 'employee_right_disabled', 'The school manager has disabled this for you', { right });
  }
}

/** An employee whose access to the school ended (after his end date) or has not started. */
export class EmployeeInactiveError extends AppError {
  constructor() {
    super(403, 'employee_inactive', 'Your access to the school is not open today');
  }
}
