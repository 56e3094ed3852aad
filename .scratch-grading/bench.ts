import { launchBrowser, newPage, startApp } from '../test/e2e/helpers/browser';
import { measureGridKeystroke, measureGridKeystrokeDetail } from '../test/bench/grid-keystroke';
const app = await startApp({ FREE_PLAN_STUDENTS: '2000' });
const browser = await launchBrowser();
try {
  for (const [p, q] of [[40, 30], [1000, 60]] as const) {
    const { context, page, errors } = await newPage(browser);
    const r = await measureGridKeystrokeDetail(page, app.baseUrl, p, q);
    console.log(`${p}x${q}`, JSON.stringify(r), errors.slice(0, 2));
    await context.close();
  }
  const { context, page } = await newPage(browser);
  console.log('measureGridKeystroke 40x30', JSON.stringify(await measureGridKeystroke(page, app.baseUrl, 40, 30)));
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}
