/**
 * Fixed-window attempt counter per key (an IP address, an account). In memory: the product
 * runs as one process; a restart forgets the counts, which only ever lets an attacker start over.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; when over the limit, says how many seconds to wait. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    if (this.windows.size > 10_000) this.prune(now);
    return { allowed: window.count <= this.limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
