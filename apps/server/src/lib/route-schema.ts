import { errorBodySchema } from '@ds/domain';

/** Error answers every route may give, listed so the OpenAPI document shows the envelope. */
export const commonErrorResponses = {
  400: errorBodySchema,
  500: errorBodySchema,
} as const;

/** What a route on a held record (a student, a calendar, an appointment) may answer besides success. */
export const recordErrorResponses = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...commonErrorResponses,
} as const;
