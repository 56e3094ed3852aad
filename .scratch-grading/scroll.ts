import { launchBrowser, newPage, startApp } from '../test/e2e/helpers/browser';
import { seedGradingFixture } from '../test/bench/grid-keystroke';
const app = await startApp({ FREE_PLAN_STUDENTS: '2000' });
const browser = await launchBrowser();
try {
  const { context, page, errors } = await newPage(browser);
  const f = await seedGradingFixture(context, app.baseUrl, { pupils: 1000, questions: 60 });
  await page.goto(`${app.baseUrl}${f.evaluatePath}`);
  await page.getByRole('grid').waitFor();
  await page.locator('[data-row="0"][data-col="1"]').click();
  await page.evaluate(`(() => { window.__frames = []; let last = performance.now(); const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__frames.length < 100000) requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()`);
  const box = await page.getByTestId('grade-grid-scroller').boundingBox();
  await page.mouse.move(box!.x + 400, box!.y + 200);
  for (let i = 0; i < 60; i++) { await page.mouse.wheel(0, 300); await page.waitForTimeout(16); }
  for (let i = 0; i < 30; i++) { await page.mouse.wheel(400, 0); await page.waitForTimeout(16); }
  for (let i = 0; i < 60; i++) { await page.keyboard.press('PageDown'); }
  const frames = await page.evaluate(() => (window as any).__frames.slice(5) as number[]);
  frames.sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.floor((frames.length - 1) * p)]!.toFixed(1);
  console.log('frames', frames.length, 'p50', pct(0.5), 'p95', pct(0.95), 'p99', pct(0.99), 'max', pct(1), 'over 33ms', frames.filter((x) => x > 33).length);
  console.log('dom nodes', await page.evaluate(() => document.querySelectorAll('*').length), errors);
} finally {
  await browser.close();
  await app.stop();
}
