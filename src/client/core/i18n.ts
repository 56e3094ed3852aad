// Interface translations (rosetta). The dictionaries in i18n/ are split by
// top-level namespace: the boot namespaces load with the app, and each feature
// declares its own (defineMessages) so they arrive with its chunk. Only the
// language being read is downloaded; English is the fallback for a missing key
// (a test keeps the three languages key for key, so that is a safety net).
import { useMemo, useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
import { countIn, isPluralForms, pluralCategory } from '../../domain/plurals';
import type { MessageRef } from '../../domain/validation';
import { writtenParams } from '../../domain/written-numbers';
import { importAgain } from './import-again';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PREFERENCE, type Language } from './language';
import { writeStored } from './storage';

export type Messages = Record<string, unknown>;
export type TranslationParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TranslationParams) => string;
/** One loader per language; each `import()` becomes its own chunk (see i18n-namespaces.d.ts). */
export type MessageLoaders = Record<Language, () => Promise<{ default: Messages }>>;

/** The namespaces every screen needs (the specifiers must be literals for the bundler, hence the repetition). */
const bootMessages: MessageLoaders = {
  en: () => import('i18n-namespace:en/app,common,language,validation,errors,errorScreen,toast,loading,notFound,nav,dialog,shortcuts'),
  ro: () => import('i18n-namespace:ro/app,common,language,validation,errors,errorScreen,toast,loading,notFound,nav,dialog,shortcuts'),
  es: () => import('i18n-namespace:es/app,common,language,validation,errors,errorScreen,toast,loading,notFound,nav,dialog,shortcuts'),
};

/**
 * The interface's texts: the boot bundle and every feature's, in the language
 * being read. One instance serves the app; a test makes its own to load the
 * bundles when it says so.
 */
export function createTranslations(boot: MessageLoaders) {
  const dictionaries = rosetta<Messages>({});
  /** Bundles in use; a language switch loads each of them in the new language. */
  const inUse = new Set<MessageLoaders>([boot]);
  const loaded = new Map<MessageLoaders, Set<Language>>();
  /** Languages whose whole dictionary is installed (tests, the PDF worker): nothing to fetch. */
  const complete = new Set<Language>();
  let current: Language = FALLBACK_LANGUAGE;
  /**
   * The language a switch under way is loading (else the current one). A feature
   * whose chunk arrives during the switch loads its texts in it too: loaded in
   * the current language only, it showed English words under a Romanian shell
   * once the switch ended (a busy laptop opening the grade grid).
   */
  let target: Language = FALLBACK_LANGUAGE;
  const listeners = new Set<() => void>();

  const isLoaded = (bundle: MessageLoaders, language: Language) => complete.has(language) || (loaded.get(bundle)?.has(language) ?? false);

  async function loadBundle(bundle: MessageLoaders, language: Language): Promise<void> {
    if (isLoaded(bundle, language)) return;
    const { default: messages } = await importAgain(bundle[language]);
    // Namespaces are top-level keys, so a shallow merge adds this bundle's without touching others.
    dictionaries.set(language, { ...(dictionaries.table(language) ?? {}), ...messages });
    if (!loaded.has(bundle)) loaded.set(bundle, new Set());
    loaded.get(bundle)!.add(language);
  }

  function lookup(key: string, params: TranslationParams | undefined, language: Language): string {
    const written = writtenParams(params, language);
    let value: unknown = dictionaries.t(key, written, language);
    if (isPluralForms(value)) {
      const form = `${key}.${pluralCategory(value, language, countIn(params))}`;
      value = dictionaries.t(form, written, language);
    }
    return typeof value === 'string' ? value : '';
  }

  /** `t` in a given language, then English, then the key itself (so a gap is visible, not blank). */
  const translatorFor =
    (language: Language): TFunction =>
    (key, params) =>
      lookup(key, params, language) || lookup(key, params, FALLBACK_LANGUAGE) || key;

  /** The text for a key in the current language (see translatorFor). */
  const t: TFunction = (key, params) => translatorFor(current)(key, params);

  return {
    getLanguage: (): Language => current,

    /**
     * The language the app shows or is switching to: what the server's answers should be in. At boot the
     * session's first requests go out while the texts still load, and asked in the default language they
     * missed the page's early reads (asked in the teacher's) and were asked again.
     */
    getTargetLanguage: (): Language => target,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Installs a whole dictionary at once (tests; a worker that already has it). */
    installMessages(language: Language, messages: Messages): void {
      dictionaries.set(language, messages);
      complete.add(language);
    },

    /**
     * A feature's own namespaces. Call `ensure()` before the feature renders (a
     * top-level await in its index.ts does it while the chunk loads); with a
     * language, `ensure(language)` loads that one (a test's printed words).
     */
    defineMessages(loaders: MessageLoaders) {
      return {
        async ensure(language?: Language): Promise<void> {
          inUse.add(loaders);
          // During a switch: the language it goes to, and the current one, which the feature may render in first.
          const languages = language ? [language] : [...new Set([target, current])];
          await Promise.all(languages.map((each) => loadBundle(loaders, each)));
        },
      };
    },

    /**
     * Loads the language for every bundle in use, makes it current, marks
     * `<html lang>` and (unless told otherwise) caches the choice (SPEC 1).
     * Of two switches under way the later one wins, whichever loads last.
     */
    async setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
      target = language;
      // A bundle taken into use while this waits loads `target` itself (ensure); one taken into use just before is caught here.
      for (let missing = [...inUse]; missing.length > 0; missing = [...inUse].filter((bundle) => !isLoaded(bundle, language))) {
        await Promise.all(missing.map((bundle) => loadBundle(bundle, language)));
      }
      if (target !== language) return;
      current = language;
      dictionaries.locale(language);
      if (typeof document !== 'undefined') document.documentElement.lang = language;
      if (options.persist !== false) {
        writeStored(LANGUAGE_PREFERENCE, language);
        rememberForServer(language);
      }
      for (const listener of listeners) listener();
    },

    t,

    /** `t` in a given language (a test's printed words); its bundles must be loaded (`ensure(language)`). */
    translatorFor,
  };
}

const translations = createTranslations(bootMessages);

const { subscribe } = translations;
export const { getLanguage, getTargetLanguage, installMessages, defineMessages, setLanguage, t, translatorFor } = translations;

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

/** A validation failure from the shared schemas, in the interface language. */
export function translateMessage(message: MessageRef): string {
  return t(message.key, message.params);
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
