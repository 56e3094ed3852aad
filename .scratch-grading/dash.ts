import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { launchBrowser, newPage, startApp } from '../test/e2e/helpers/browser';
import { seedGradingFixture } from '../test/bench/grid-keystroke';
const app = await startApp();
const browser = await launchBrowser();
try {
  const { context, page, errors } = await newPage(browser);
  const f = await seedGradingFixture(context, app.baseUrl, { pupils: 6, questions: 5 });
  await page.goto(`${app.baseUrl}${f.evaluatePath}`);
  await page.getByRole('grid').waitFor();
  await page.locator('[data-row="0"][data-col="1"]').click();
  for (let i = 0; i < 6; i++) { await page.keyboard.type(String(10 + i)); await page.keyboard.press('Enter'); }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForFunction(() => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === 'saved' && document.querySelector('[data-sync-state]')?.textContent?.includes('All changes'));
  await page.goto(`${app.baseUrl}/schools/${f.schoolId}/classrooms/${f.classroomId}/quizzes/${f.quizId}`);
  await page.getByRole('grid').waitFor();
  await page.screenshot({ path: '.scratch-grading/dash.png' });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.getByRole('button', { name: 'Export PDF' }).click()]);
  const path = await download.path();
  console.log('pdf', readFileSync(path!).subarray(0, 5).toString(), download.suggestedFilename());
  console.log(execFileSync('/usr/bin/pdftotext', ['-layout', path!, '-'], { encoding: 'utf8' }).slice(0, 600));
  await page.goto(`${app.baseUrl}/schools/${f.schoolId}/classrooms/${f.classroomId}`);
  await page.getByRole('heading', { name: 'Assigned quizzes' }).waitFor({ timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: '.scratch-grading/classroom.png' });
  await page.getByRole('button', { name: 'Assign existing quiz' }).click().catch((e) => console.log('no assign button', e.message));
  await page.waitForTimeout(500);
  await page.screenshot({ path: '.scratch-grading/assign.png' });
  console.log('errors', errors);
} finally {
  await browser.close();
  await app.stop();
}
