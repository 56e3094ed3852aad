// Waiting for a page to stop moving (a scroll into view, a layout that fits itself again a frame later) before
// reading where something is: no time limit, only "the same place two frames running".
import type { Locator, Page } from 'playwright-core';

/** Until `target`'s box is the same before and after two frames: what moves it has finished. */
export async function waitStill(page: Page, target: Locator): Promise<void> {
  const box = async () => JSON.stringify(await target.boundingBox());
  let previous = '';
  for (let now = await box(); now !== previous; now = await box()) {
    previous = now;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}
