import { z } from 'zod';

/** The query of an address signed with the server key: its expiry (seconds since 1970) and signature. */
export const signedAddressQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z.string().min(1).max(100),
});
