// The page a path gets: index.html with the session's early refresh
// (early-refresh.ts) and modulepreload links for what its
// first paint needs (preload.json, written by build.mjs from the client's
// route table in app/route-preloads.ts): the boot chunk and texts, then the
// route's chunks and texts, in the language the client will pick. Without
// them the browser learns of each file only when the one before has run:
// entry, boot, texts, screen chunk, screen texts, one round trip each.
import { existsSync, readFileSync } from 'node:fs';
import { earlyReadsOf } from '../domain/api/early-reads';
import { LANGUAGES, type Language } from '../domain/languages';
import { matchRoute } from '../domain/routes';
import { EARLY_REFRESH_TAG, earlyReadsTag } from './early-refresh';

interface Preloads {
  js: string[];
  texts: Partial<Record<Language, string[]>>;
}

export interface PreloadManifest {
  boot: Preloads;
  /** In the client's matching order; an entry with `search` applies only when the query carries those values. */
  routes: (Preloads & { path: string; search?: Record<string, string> })[];
}

const PLACEHOLDER = '<!--app-preload-->';
const SESSION_PLACEHOLDER = '<!--app-session-->';
/** The client's language cookie and query parameters (client/core/language.ts). */
const LANGUAGE_COOKIE = 'quiz-app.language';
const LANGUAGE_QUERY_PARAMS = ['lng', 'lang'];
/** index.html's own `lang`, which the client falls back to when the browser names no language we have. */
const PAGE_LANGUAGE: Language = 'ro';

const supported = (code: string | null | undefined): Language | null => {
  const primary = code?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary) ?? null;
};

function fromCookie(cookie: string | undefined): string | null {
  for (const part of cookie?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === LANGUAGE_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The client's own order (SPEC 1) as far as a server can see it: query, cookie
 * (which mirrors the stored choice), the browser's languages, the page's lang.
 * A guess that turns out wrong costs one unused text file, never a wrong text.
 */
export function pageLanguage(search: string, cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const query = new URLSearchParams(search);
  for (const name of LANGUAGE_QUERY_PARAMS) {
    const language = supported(query.get(name));
    if (language) return language;
  }
  const stored = supported(fromCookie(cookie));
  if (stored) return stored;
  for (const part of acceptLanguage?.split(',') ?? []) {
    const language = supported(part.split(';')[0]);
    if (language) return language;
  }
  return PAGE_LANGUAGE;
}

const links = (urls: readonly string[] | undefined) => (urls ?? []).map((url) => `<link rel="modulepreload" href="${url}">`);

export function readPreloadManifest(path: string): PreloadManifest | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PreloadManifest) : undefined;
}

/** Whether the query carries every value the route entry asks for. */
function matchesSearch(wanted: Record<string, string> | undefined, search: URLSearchParams): boolean {
  return Object.entries(wanted ?? {}).every(([name, value]) => search.get(name) === value);
}

/**
 * Renders index.html for a path: one page per route entry and language (remembered),
 * with the list of the address's early reads (its ids) written in per request.
 * Texts come before code in each group: they are small and a screen's top-level
 * await waits for them once its chunk has run.
 */
export function pageRenderer(template: string, manifest: PreloadManifest | undefined) {
  const pages = new Map<string, [before: string, after: string]>();
  return (path: string, language: Language, search = ''): Buffer => {
    const query = new URLSearchParams(search);
    const index = manifest?.routes.findIndex((candidate) => matchRoute(candidate.path, path) !== null && matchesSearch(candidate.search, query)) ?? -1;
    const route = index >= 0 ? manifest?.routes[index] : undefined;
    const key = `${index} ${language}`;
    let page = pages.get(key);
    if (!page) {
      const preloads = manifest
        ? [...links(manifest.boot.js), ...links(manifest.boot.texts[language]), ...links(route?.texts[language]), ...links(route?.js)]
        : [];
      const [before = '', after = ''] = template.replace(PLACEHOLDER, preloads.join('\n    ')).split(SESSION_PLACEHOLDER);
      page = [before, `${EARLY_REFRESH_TAG}${after}`];
      pages.set(key, page);
    }
    // The reads' list comes before the script, which reads it as it runs.
    return Buffer.from(`${page[0]}${earlyReadsTag(earlyReadsOf(path, search), language)}\n    ${page[1]}`);
  };
}
