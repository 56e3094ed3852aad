// The page the server answers for a client route carries modulepreload links
// for that route's chunks and texts (preload.json, written by build.mjs), in
// the language the client will pick, so they download with the entry.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EARLY_REFRESH_TAG } from '../../src/server/early-refresh';
import { type PreloadManifest, pageLanguage, pageRenderer } from '../../src/server/page-preloads';
import { type TestApp, testApp } from './helpers/app';

const MANIFEST: PreloadManifest = {
  boot: { js: ['/assets/chunks/boot.js'], texts: { en: ['/assets/chunks/i18n-en-app.js'], ro: ['/assets/chunks/i18n-ro-app.js'] } },
  routes: [
    { path: '/quizzes/create', js: ['/assets/chunks/quiz-editor.js'], texts: { en: ['/assets/chunks/i18n-en-quizEditor.js'] } },
    { path: '/quizzes/:quizId', js: ['/assets/chunks/quizzes.js'], texts: { en: ['/assets/chunks/i18n-en-quizzes.js'] } },
    {
      path: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId',
      search: { tab: 'report' },
      js: ['/assets/chunks/quiz-dashboard.js', '/assets/chunks/results.js'],
      texts: {},
    },
    { path: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId', js: ['/assets/chunks/quiz-dashboard.js'], texts: {} },
    {
      path: '/schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/evaluate',
      js: ['/assets/chunks/grading.js', '/assets/chunks/Breadcrumbs.js'],
      texts: { en: ['/assets/chunks/i18n-en-grading.js'], ro: ['/assets/chunks/i18n-ro-grading.js'] },
    },
  ],
};
const GRID = '/schools/s1/classrooms/c1/quizzes/q1/evaluate';

let t: TestApp;
let publicDir: string;

before(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'catedra-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><head>\n    <!--app-preload-->\n</head><div id="root"></div>');
  writeFileSync(join(publicDir, 'preload.json'), JSON.stringify(MANIFEST));
  t = await testApp({ publicDir });
});
after(async () => {
  await t.close();
  rmSync(publicDir, { recursive: true, force: true });
});

/** The page's early-reads block (server/early-refresh.ts): the reads and their language. */
function earlyBlock(html: string): { lang: string; urls: string[] } {
  const json = /<script type="application\/json" id="catedra-early-reads">([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, html);
  return JSON.parse(json);
}

const preloadsIn = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

describe('modulepreload links in the page', () => {
  test("the grid's page preloads the boot, then the texts before the code, in the browser's language", async () => {
    const page = await t.app.inject({ method: 'GET', url: GRID, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    assert.equal(page.statusCode, 200);
    assert.deepEqual(preloadsIn(page.body), [
      '/assets/chunks/boot.js',
      '/assets/chunks/i18n-en-app.js',
      '/assets/chunks/i18n-en-grading.js',
      '/assets/chunks/grading.js',
      '/assets/chunks/Breadcrumbs.js',
    ]);
    assert.match(String(page.headers.vary), /cookie/);
  });

  test('the language cookie (the stored choice) wins over the browser; the query over both', async () => {
    const byCookie = await t.app.inject({ method: 'GET', url: GRID, headers: { 'accept-language': 'en-US', cookie: 'a=1; quiz-app.language=ro' } });
    assert.ok(preloadsIn(byCookie.body).includes('/assets/chunks/i18n-ro-grading.js'), byCookie.body);
    assert.ok(!preloadsIn(byCookie.body).includes('/assets/chunks/i18n-en-grading.js'));
    const byQuery = await t.app.inject({ method: 'GET', url: `${GRID}?lng=en`, headers: { cookie: 'quiz-app.language=ro' } });
    assert.ok(preloadsIn(byQuery.body).includes('/assets/chunks/i18n-en-grading.js'), byQuery.body);
  });

  test('the first matching route wins; a path no route knows gets the boot only', async () => {
    const create = await t.app.inject({ method: 'GET', url: '/quizzes/create', headers: { 'accept-language': 'en' } });
    assert.ok(preloadsIn(create.body).includes('/assets/chunks/quiz-editor.js'));
    assert.ok(!preloadsIn(create.body).includes('/assets/chunks/quizzes.js'));
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-language': 'en' } });
    assert.deepEqual(preloadsIn(unknown.body), ['/assets/chunks/boot.js', '/assets/chunks/i18n-en-app.js']);
    assert.doesNotMatch(unknown.body, /<!--app-preload-->/);
  });
});

describe("the page's early reads", () => {
  test("the screen's reads for its ids, in the page's language, after who is signed in", async () => {
    const page = await t.app.inject({ method: 'GET', url: `${GRID}?lng=en` });
    const block = earlyBlock(page.body);
    assert.deepEqual(block.urls, ['/api/auth/user', '/api/quizzes/q1/grading-sheet?classroomId=c1']);
    assert.equal(block.lang, 'en');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { cookie: 'quiz-app.language=es' } });
    assert.deepEqual(earlyBlock(unknown.body), { lang: 'es', urls: ['/api/auth/user'] });
  });

  test('an id that is not one, or markup in the address, gets no read and cannot close the block', async () => {
    const odd = await t.app.inject({ method: 'GET', url: '/schools/s1/classrooms/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    assert.deepEqual(earlyBlock(odd.body).urls, ['/api/auth/user']);
    assert.doesNotMatch(odd.body, /<script>alert/);
    const query = await t.app.inject({ method: 'GET', url: '/quiz/q1/grade?classroomId=%3C/script%3E' });
    assert.deepEqual(earlyBlock(query.body).urls, ['/api/auth/user']);
    assert.equal((query.body.match(/<\/script>/g) ?? []).length, 2, 'the block and the script, no more');
  });
});

describe('a route whose tab opens on other code', () => {
  test("the quiz's report tab preloads the results chunk too; its other tabs do not", async () => {
    const dashboard = '/schools/s1/classrooms/c1/quizzes/q1';
    const report = await t.app.inject({ method: 'GET', url: `${dashboard}?tab=report&lng=en` });
    assert.ok(preloadsIn(report.body).includes('/assets/chunks/results.js'), report.body);
    for (const url of [dashboard, `${dashboard}?tab=grades`, `${dashboard}?tab=reports`]) {
      const page = await t.app.inject({ method: 'GET', url });
      assert.ok(preloadsIn(page.body).includes('/assets/chunks/quiz-dashboard.js'), url);
      assert.ok(!preloadsIn(page.body).includes('/assets/chunks/results.js'), url);
    }
  });
});

describe('pageLanguage', () => {
  test("follow the client's order: query, cookie, browser languages, then the page's Romanian", () => {
    assert.equal(pageLanguage('lang=es', 'quiz-app.language=ro', 'en'), 'es');
    assert.equal(pageLanguage('lng=de', 'quiz-app.language=ro', 'en'), 'ro', 'an unsupported value is skipped');
    assert.equal(pageLanguage('', undefined, 'de-DE,es;q=0.8,en;q=0.5'), 'es');
    assert.equal(pageLanguage('', undefined, 'de-DE'), 'ro');
    assert.equal(pageLanguage('', undefined, undefined), 'ro');
  });
});

describe("the session's early refresh in the page", () => {
  test('comes before the stylesheet, which would hold it until it loaded, and before the preloads', () => {
    const template = readFileSync(join(import.meta.dirname, '../../static/index.html'), 'utf8');
    const page = pageRenderer(template, MANIFEST)(GRID, 'en').toString();
    const script = page.indexOf(EARLY_REFRESH_TAG);
    assert.ok(script > 0, page);
    assert.ok(script < page.indexOf('<!--app-css-->'), 'before the stylesheet');
    assert.ok(script < page.indexOf('<link rel="modulepreload"'), 'before the preloads');
    assert.ok(page.indexOf('<meta charset') < script, 'after the charset');
  });
});
