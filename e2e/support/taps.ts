import type { Locator, Page } from 'playwright-core';

/**
 * Counts a flow's taps on a touch viewport: every step goes through `tap`, so a test states
 * how many taps the flow takes and fails when a change makes it longer. Typing is not a tap.
 */
export function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator): Promise<void> {
      await target.tap();
      taps += 1;
    },
    /** A tap on a point where no element of its own stands (an empty slot of the time grid). */
    async tapAt(page: Page, point: { x: number; y: number }): Promise<void> {
      await page.touchscreen.tap(point.x, point.y);
      taps += 1;
    },
    get count(): number {
      return taps;
    },
  };
}
