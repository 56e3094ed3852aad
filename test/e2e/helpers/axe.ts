// axe-core in the page (issue 9): the serious and critical accessibility
// violations of what is on screen. The source is evaluated through the
// DevTools protocol, which the page's CSP does not govern (no inline script).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits for the page's CSS transitions to end and for a frame to be drawn:
 * axe reads computed colours, and a button half-way through its 150 ms
 * colour transition after a theme change (or a hover) fails the contrast
 * rule on a busy machine. Endless animations (the spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settled(page);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
