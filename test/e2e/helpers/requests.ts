// What a page asks of the app's own server while it opens: the API calls
// (method, path and query), the reads the page's first refresh answered
// inside its own answer (server/early-answers.ts), and the files (scripts,
// fetched texts, stylesheets). Counts for the "nothing asked twice" tests,
// never timings.
import type { Page, Request, Response } from 'playwright-core';

export interface RequestsOnOpen {
  /** Requests that went to the API, as `METHOD /path?query`. */
  api: string[];
  /** Reads answered inside a refresh's answer, as `GET /path?query`: asked, without a request of their own. */
  inRefresh: string[];
  files: string[];
}

/** Every read the screen had answered, by the network or inside the refresh: a read in both was asked twice. */
export const readsOf = (asked: RequestsOnOpen): string[] => [...asked.api, ...asked.inRefresh];

/** The reads a refresh's answer carries inside it (server/early-answers.ts); null for any other answer. */
export function readsInRefresh(response: Response): Promise<string[]> | null {
  if (new URL(response.url()).pathname !== '/api/auth/refresh' || response.status() !== 200) return null;
  return response.json().then((body: { early?: Record<string, string> }) => Object.keys(body.early ?? {}));
}

/** Goes to `url`, waits until `ready` says the screen is usable and the network is idle, and lists what was asked. */
export async function requestsOnOpen(page: Page, origin: string, url: string, ready: (page: Page) => Promise<unknown>): Promise<RequestsOnOpen> {
  const asked: RequestsOnOpen = { api: [], inRefresh: [], files: [] };
  const answers: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const reads = readsInRefresh(response);
    if (reads) answers.push(reads.then((urls) => void asked.inRefresh.push(...urls.map((url) => `GET ${url}`))));
  };
  const listener = (request: Request) => {
    const address = new URL(request.url());
    if (address.origin !== origin) return;
    if (address.pathname.startsWith('/api/')) asked.api.push(`${request.method()} ${address.pathname}${address.search}`);
    else if (['script', 'fetch', 'xhr', 'stylesheet'].includes(request.resourceType())) asked.files.push(address.pathname);
  };
  page.on('request', listener);
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready(page);
    // Whatever the screen would still ask once it is up is asked within this.
    await page.waitForLoadState('networkidle');
    await Promise.all(answers);
  } finally {
    page.off('request', listener);
    page.off('response', onResponse);
  }
  return asked;
}

/** The entries a list holds more than once. */
export const repeated = (list: readonly string[]): string[] => [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
