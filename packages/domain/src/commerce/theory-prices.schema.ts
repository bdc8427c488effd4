import { z } from 'zod';
import { chfSchema } from '../catalogue/money';
import { THEORY_PRICE_REQUEST_STATUSES } from './theory-prices.rules';

/** A school's request for the preferential theory-exam price (spec §9), with a word for the product administrator. */
export const theoryPriceRequestInput = z.object({
  message: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
});
export type TheoryPriceRequestInput = z.infer<typeof theoryPriceRequestInput>;

/** The preferential unit prices in CHF of the 1-, 30- and 365-day licences. */
export const theoryPricesSchema = z.object({
  price1Day: chfSchema,
  price30Days: chfSchema,
  price365Days: chfSchema,
});

/** The product administrator's answer: approved with the school's prices, or refused. */
export const theoryPriceDecisionInput = z.discriminatedUnion('decision', [
  theoryPricesSchema.extend({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse') }),
]);
export type TheoryPriceDecisionInput = z.infer<typeof theoryPriceDecisionInput>;

const person = z.object({ id: z.uuid(), name: z.string() });
const instant = z.iso.datetime({ offset: true });

export const theoryPriceRequestSchema = z.object({
  id: z.uuid(),
  school: z.object({ id: z.uuid(), name: z.string() }),
  requestedBy: person,
  requestedAt: instant,
  message: z.string(),
  status: z.enum(THEORY_PRICE_REQUEST_STATUSES),
  decidedBy: person.nullable(),
  decidedAt: instant.nullable(),
  /** CHF; set when approved. */
  prices: z.object({ price1Day: z.number(), price30Days: z.number(), price365Days: z.number() }).nullable(),
  /** Theory-exam licences the school's members have bought (paid orders). */
  licencesBought: z.number().int(),
});
export type TheoryPriceRequest = z.infer<typeof theoryPriceRequestSchema>;
