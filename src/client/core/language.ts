// SPEC 1: which interface language to start in. detectLanguage is pure: the
// caller gathers the sources (readLanguageSources does it for the browser),
// so tests can feed any combination.

import { type Language, LANGUAGES as SUPPORTED_LANGUAGES } from '../../domain/languages';
import { readSessionStored, readStored } from './storage';

export { LANGUAGES as SUPPORTED_LANGUAGES, type Language } from '../../domain/languages';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Name of the stored preference (localStorage/sessionStorage key `quiz-app.language`) and of the cookie. */
export const LANGUAGE_PREFERENCE = 'language';
export const LANGUAGE_COOKIE = 'quiz-app.language';
/** Query parameters that override every other source (`?lng=es`, `?lang=es`). */
export const LANGUAGE_QUERY_PARAMS = ['lng', 'lang'] as const;

export interface LanguageSources {
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** `document.cookie`. */
  cookie?: string;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** `navigator.languages`, most preferred first (falls back to `navigator.language`). */
  navigatorLanguages?: readonly string[];
  /** The `lang` attribute of `<html>`. */
  htmlLang?: string | null;
}

export type LanguageSource = 'query' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag' | 'fallback';

export interface DetectedLanguage {
  language: Language;
  source: LanguageSource;
}

/** The first part of a language code when it is one we support: 'ro-RO' -> 'ro', 'pt' -> null. */
export function toSupportedLanguage(code: string | null | undefined): Language | null {
  const primary = code?.trim().split(/[-_]/)[0]?.toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? null;
}

function fromQuery(search: string | undefined): string | null {
  if (!search) return null;
  const params = new URLSearchParams(search);
  for (const name of LANGUAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}

function fromCookie(cookie: string | undefined): string | null {
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Order per SPEC 1: query string (the override), cookie, localStorage,
 * sessionStorage, browser languages, `<html lang>`, then English. A source
 * naming an unsupported language is skipped rather than ending the search.
 */
export function detectLanguage(sources: LanguageSources): DetectedLanguage {
  const candidates: [LanguageSource, readonly (string | null | undefined)[]][] = [
    ['query', [fromQuery(sources.search)]],
    ['cookie', [fromCookie(sources.cookie)]],
    ['localStorage', [sources.localStorage]],
    ['sessionStorage', [sources.sessionStorage]],
    ['navigator', sources.navigatorLanguages ?? []],
    ['htmlTag', [sources.htmlLang]],
  ];
  for (const [source, codes] of candidates) {
    for (const code of codes) {
      const language = toSupportedLanguage(code);
      if (language) return { language, source };
    }
  }
  return { language: FALLBACK_LANGUAGE, source: 'fallback' };
}

/** Gathers every detection source from the running page. */
export function readLanguageSources(win: Window = window): LanguageSources {
  const nav = win.navigator;
  return {
    search: win.location.search,
    cookie: win.document.cookie,
    localStorage: readStored(LANGUAGE_PREFERENCE),
    sessionStorage: readSessionStored(LANGUAGE_PREFERENCE),
    navigatorLanguages: nav.languages?.length ? nav.languages : [nav.language],
    htmlLang: win.document.documentElement.getAttribute('lang'),
  };
}
