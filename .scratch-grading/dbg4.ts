import { launchBrowser, newPage, startApp } from '../test/e2e/helpers/browser';
import { seedGradingFixture } from '../test/bench/grid-keystroke';
const app = await startApp();
const browser = await launchBrowser();
try {
  const { context, page, errors } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  const f = await seedGradingFixture(context, app.baseUrl, { pupils: 30, questions: 10 });
  await page.goto(`${app.baseUrl}${f.evaluatePath}`);
  await page.getByRole('grid').waitFor({ timeout: 30000 });
  try { await page.locator('[data-row="0"][data-col="1"]').click({ timeout: 5000 }); console.log('clicked'); } catch (e) { console.log('CLICK FAILED'); }
  await page.screenshot({ path: '.scratch-grading/dbg4.png' });
  console.log(await page.locator('[data-col]').count(), errors, (await page.locator('main').innerText()).slice(0, 500));
} finally {
  await browser.close();
  await app.stop();
}
