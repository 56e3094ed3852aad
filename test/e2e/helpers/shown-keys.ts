// A text whose namespace the screen's chunk never loaded reaches the screen as
// its key: rosetta answers '' for a missing text, core/i18n's `t` then tries
// English (not downloaded for a Romanian or Spanish reader, nor loaded for
// that namespace at all) and gives up with the key itself, so the teacher reads
// "quizDashboard.notFound.quiz". The client tests install every text and
// cannot see it. Every page of every real-browser test carries a watcher,
// installed here and not in the app (it costs the boot no byte), that reports
// each key it sees in the page: text, the attributes people and screen
// readers read, the title. useE2eApp fails the test that showed one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

type Tree = { [key: string]: string | Tree };

const dictionary = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'i18n', 'en.json'), 'utf8')) as Tree;

/** Every key of the dictionary, leaf or not ('quizDashboard', 'quizDashboard.notFound', 'quizDashboard.notFound.quiz'). */
const keys = new Set<string>();
/** The keys that hold other keys. */
const branches = new Set<string>();
(function collect(tree: Tree, prefix: string) {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    keys.add(key);
    if (typeof value !== 'string') {
      branches.add(key);
      collect(value, key);
    }
  }
})(dictionary, '');

/** The top-level namespaces: a word the page reports starts with one of them. */
export const NAMESPACES = Object.keys(dictionary);

/**
 * Whether a dotted word read on screen is a text's key: one the dictionary
 * has, or an unknown one under a key it has two levels down
 * ('quizDashboard.notFound.titel'). A namespace followed by one unknown word
 * is not ('report.pdf' is a file's name).
 */
export function isTextKey(word: string): boolean {
  if (keys.has(word)) return true;
  const parent = word.slice(0, word.lastIndexOf('.'));
  return parent.includes('.') && branches.has(parent);
}

/** A key seen on a page: the key, where it was (a tag and an attribute, or the text's parent) and the page's address. */
export interface ShownKey {
  key: string;
  where: string;
  url: string;
  /** The page's language (`<html lang>`). */
  lang: string;
}

const BINDING = '__catedraShownKey';
const FLUSH = '__catedraShownKeysFlush';
/** The attributes whose words someone reads: a control's name, a tooltip, a placeholder, an image's text. */
const WATCHED_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
];

/**
 * Runs in every document of a watched context before the app's scripts (the
 * page's CSP does not govern it). Reports each dotted word that starts with a
 * namespace, once per document; the test side decides whether it is a key.
 * A string, not a function: tsx wraps a function's inner functions in a
 * `__name` helper the page does not have.
 */
const watcherSource = (namespaces: readonly string[]) => `(() => {
  const words = new RegExp(${JSON.stringify(`(?<![\\w.])(?:${namespaces.join('|')})(?:\\.\\w+)+`)}, 'g');
  const attributes = ${JSON.stringify(WATCHED_ATTRIBUTES)};
  const reported = new Set();
  const sending = new Set();
  const report = (text, where) => {
    if (!text) return;
    for (const [word] of text.matchAll(words)) {
      if (reported.has(word)) continue;
      reported.add(word);
      // The binding is installed before any script of the page runs.
      const sent = window.${BINDING}?.(word, where, document.documentElement.lang).catch(() => {});
      if (!sent) continue;
      sending.add(sent);
      sent.then(() => sending.delete(sent));
    }
  };
  // Resolves once the test side has every word reported so far (the observer runs before any later task).
  window.${FLUSH} = () => Promise.all([...sending]);
  const tag = (element) => (element ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') : '?');
  const readElement = (element) => {
    for (const name of attributes) report(element.getAttribute(name), tag(element) + '[' + name + ']');
  };
  const readText = (text) => {
    const parent = text.parentElement;
    if (parent && (parent.tagName === 'SCRIPT' || parent.tagName === 'STYLE')) return;
    report(text.data, tag(parent));
  };
  const readTree = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return readText(node);
    if (node.nodeType === Node.ELEMENT_NODE) readElement(node);
    else if (node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      if (next.nodeType === Node.TEXT_NODE) readText(next);
      else readElement(next);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(readTree);
      else if (record.type === 'characterData') readText(record.target);
      else report(record.target.getAttribute(record.attributeName), tag(record.target) + '[' + record.attributeName + ']');
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: attributes });
})();`;

/** Keys seen since the last take, by any watched context of this process. */
let seen: ShownKey[] = [];
/** The watched contexts still open. */
const watched = new Set<BrowserContext>();

/** Watches every page of the context, now and after each navigation. */
export async function watchContext(context: BrowserContext): Promise<void> {
  watched.add(context);
  context.on('close', () => watched.delete(context));
  await context.exposeBinding(BINDING, ({ page }: { page: Page }, word: string, where: string, lang: string) => {
    if (isTextKey(word)) seen.push({ key: word, where, url: page.url(), lang });
  });
  await context.addInitScript({ content: watcherSource(NAMESPACES) });
}

/**
 * Makes every context the browser opens a watched one. The instance's own
 * methods are replaced: the tests call `app.browser.newContext()` and
 * `app.newPage()` alike, and a wrapper type would have to repeat Playwright's.
 */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watchContext(page.context());
    return page;
  };
  return browser;
}

/** Waits until the test side has heard every word the page reported so far. */
export async function flushShownKeys(page: Page): Promise<void> {
  // A string: see watcherSource. A page that is closing or navigating has nothing more to say.
  await page.evaluate(`window.${FLUSH}?.()`).catch(() => undefined);
}

/** The keys seen since the last call, and forgets them. */
export function takeShownKeys(): ShownKey[] {
  const taken = seen;
  seen = [];
  return taken;
}

/** The keys shown, one a line: the key, where, the page's path and its language. */
export const describeShownKeys = (shown: readonly ShownKey[]): string =>
  shown.map(({ key, where, url, lang }) => `  ${key} in ${where} at ${new URL(url).pathname}${new URL(url).search} (${lang})`).join('\n');

/**
 * Throws, naming each key and where it was, when a watched page showed one
 * since the last check; first hears what the open pages still have to say.
 */
export async function assertNoShownKeys(when: string): Promise<void> {
  await Promise.all([...watched].flatMap((context) => context.pages().map(flushShownKeys)));
  const shown = takeShownKeys();
  if (shown.length === 0) return;
  throw new Error(`${when}, the page showed text keys instead of texts (a namespace its chunk does not load?):\n${describeShownKeys(shown)}`);
}
