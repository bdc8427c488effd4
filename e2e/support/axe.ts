import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is now (a route, an open dialog),
 * one line each, judged at rest: the pointer moved away so no button shows its hover colours.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[] };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}) on ${violation.nodes.length} node(s): ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}`)
            .join(' | ')}`,
      );
  });
}
