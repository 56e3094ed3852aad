// Interface translations (rosetta). The dictionaries in i18n/ are split by
// top-level namespace: the boot namespaces load with the app, and each feature
// declares its own (defineMessages) so they arrive with its chunk. Only the
// language being read is downloaded; English is the fallback for a missing key
// (a test keeps the three languages key for key, so that is a safety net).
import { useMemo, useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
import { isPluralForms, pluralCategory } from '../../domain/plurals';
import type { MessageRef } from '../../domain/validation';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PREFERENCE, type Language } from './language';
import { writeStored } from './storage';

export type Messages = Record<string, unknown>;
export type TranslationParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TranslationParams) => string;
/** One loader per language; each `import()` becomes its own chunk (see i18n-namespaces.d.ts). */
export type MessageLoaders = Record<Language, () => Promise<{ default: Messages }>>;

const dictionaries = rosetta<Messages>({});

/** The namespaces every screen needs (the specifiers must be literals for the bundler, hence the repetition). */
const bootMessages: MessageLoaders = {
  en: () => import('i18n-namespace:en/app,common,language,validation,errors,errorScreen,table,toast,loading,notFound,nav,breadcrumbs,dialog,shortcuts,palette'),
  ro: () => import('i18n-namespace:ro/app,common,language,validation,errors,errorScreen,table,toast,loading,notFound,nav,breadcrumbs,dialog,shortcuts,palette'),
  es: () => import('i18n-namespace:es/app,common,language,validation,errors,errorScreen,table,toast,loading,notFound,nav,breadcrumbs,dialog,shortcuts,palette'),
};

/** Bundles in use; a language switch loads each of them in the new language. */
const inUse = new Set<MessageLoaders>([bootMessages]);
const loaded = new Map<MessageLoaders, Set<Language>>();
/** Languages whose whole dictionary is installed (tests, the PDF worker): nothing to fetch. */
const complete = new Set<Language>();

let current: Language = FALLBACK_LANGUAGE;
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return current;
}

async function loadBundle(bundle: MessageLoaders, language: Language): Promise<void> {
  if (complete.has(language) || loaded.get(bundle)?.has(language)) return;
  const { default: messages } = await bundle[language]();
  // Namespaces are top-level keys, so a shallow merge adds this bundle's without touching others.
  dictionaries.set(language, { ...(dictionaries.table(language) ?? {}), ...messages });
  if (!loaded.has(bundle)) loaded.set(bundle, new Set());
  loaded.get(bundle)!.add(language);
}

/** Installs a whole dictionary at once (tests; a worker that already has it). */
export function installMessages(language: Language, messages: Messages): void {
  dictionaries.set(language, messages);
  complete.add(language);
}

/**
 * A feature's own namespaces. Call `ensure()` before the feature renders (a
 * top-level await in its index.ts does it while the chunk loads).
 */
export function defineMessages(loaders: MessageLoaders) {
  return {
    async ensure(language: Language = current): Promise<void> {
      inUse.add(loaders);
      await loadBundle(loaders, language);
    },
  };
}

/**
 * Loads the language for every bundle in use, makes it current, marks
 * `<html lang>` and (unless told otherwise) caches the choice (SPEC 1).
 */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  await Promise.all([...inUse].map((bundle) => loadBundle(bundle, language)));
  current = language;
  dictionaries.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (options.persist !== false) {
    writeStored(LANGUAGE_PREFERENCE, language);
    rememberForServer(language);
  }
  for (const listener of listeners) listener();
}

/**
 * The cookie mirrors the stored choice so the server can put this language's
 * texts in the page as modulepreload links (server/page-preloads.ts); local
 * storage is out of its sight. Detection reads the cookie before local storage
 * (SPEC 1), and both always hold the same language.
 */
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and Safari we support; the value is one of our language codes
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function lookup(key: string, params: TranslationParams | undefined, language: Language): string {
  let value: unknown = dictionaries.t(key, params, language);
  if (isPluralForms(value)) {
    const form = `${key}.${pluralCategory(value, language, params?.count)}`;
    value = dictionaries.t(form, params, language);
  }
  return typeof value === 'string' ? value : '';
}

/** The text for a key in the current language, then English, then the key itself (so a gap is visible, not blank). */
export const t: TFunction = (key, params) => lookup(key, params, current) || lookup(key, params, FALLBACK_LANGUAGE) || key;

/** A validation failure from the shared schemas, in the interface language. */
export function translateMessage(message: MessageRef): string {
  return t(message.key, message.params);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/**
 * `t` for components. Its identity changes with the language, so memoised
 * children that receive it re-render when the language does.
 */
export function useT(): TFunction {
  const language = useLanguage();
  return useMemo(() => translatorFor(language), [language]);
}

/** `t` in a given language (a test's printed words), falling back as `t` does; its bundles must be loaded (`ensure(language)`). */
export function translatorFor(language: Language): TFunction {
  return (key, params) => lookup(key, params, language) || lookup(key, params, FALLBACK_LANGUAGE) || key;
}
