// What a page asks of the app's own server while it opens: the API calls
// (method, path and query) and the files (scripts, fetched texts,
// stylesheets). Counts for the "nothing asked twice" tests, never timings.
import type { Page, Request } from 'playwright-core';

export interface RequestsOnOpen {
  api: string[];
  files: string[];
}

/** Goes to `url`, waits until `ready` says the screen is usable and the network is idle, and lists what was asked. */
export async function requestsOnOpen(page: Page, origin: string, url: string, ready: (page: Page) => Promise<unknown>): Promise<RequestsOnOpen> {
  const asked: RequestsOnOpen = { api: [], files: [] };
  const listener = (request: Request) => {
    const address = new URL(request.url());
    if (address.origin !== origin) return;
    if (address.pathname.startsWith('/api/')) asked.api.push(`${request.method()} ${address.pathname}${address.search}`);
    else if (['script', 'fetch', 'xhr', 'stylesheet'].includes(request.resourceType())) asked.files.push(address.pathname);
  };
  page.on('request', listener);
  try {
    await page.goto(url);
    await ready(page);
    // Whatever the screen would still ask once it is up is asked within this.
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listener);
  }
  return asked;
}

/** The entries a list holds more than once. */
export const repeated = (list: readonly string[]): string[] => [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
