/**
 * How a user holds a shared record (a student, a calendar): its owner, or a share that reads
 * and writes, or only reads.
 */
export const HOLDINGS = ['owner', 'write', 'read'] as const;
export type Holding = (typeof HOLDINGS)[number];

const RANK: Record<Holding, number> = { read: 1, write: 2, owner: 3 };

/** Whether holding `held` allows what `needed` allows. */
export function holdingAllows(held: Holding, needed: Holding): boolean {
  return RANK[held] >= RANK[needed];
}
