// The axe helper reads a page at rest: CI once failed the pupil page's dark
// check on a primary button caught half-way through its colour transition.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('axe waits for a colour transition to end before it reads contrast, and not for an endless spinner', async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title><style>
      button { background: #fff; color: #eee; transition: color 1.5s linear, background-color 1.5s linear; }
      button.ready { background: #1d4ed8; color: #fff; }
      .spinner { width: 1rem; height: 1rem; animation: spin 1s linear infinite; }
      @keyframes spin { to { transform: rotate(360deg); } }
    </style></head><body><main><h1>t</h1><div class="spinner" aria-hidden="true"></div><button type="button">Save</button></main></body></html>`);
    await page.evaluate(() => {
      const button = document.querySelector('button')!;
      getComputedStyle(button).color;
      button.classList.add('ready');
    });
    assert.deepEqual(await seriousViolations(page), [], 'read after the transition, white on blue passes');
  } finally {
    await page.close();
  }
});
