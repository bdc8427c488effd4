import { errorBodySchema } from '@ds/domain';

/** Error answers every route may give, listed so the OpenAPI document shows the envelope. */
export const commonErrorResponses = {
  400: errorBodySchema,
  500: errorBodySchema,
} as const;
