// Interface translations (rosetta). English ships with the app and is the
// fallback for any missing key; Romanian and Spanish are separate chunks
// fetched on first use, so a visitor downloads only the language they read.
import { useCallback, useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
import type { MessageRef } from '../../domain/validation';
import en from '../../../i18n/en.json';
import { FALLBACK_LANGUAGE, LANGUAGE_PREFERENCE, type Language } from './language';
import { writeStored } from './storage';

export type Dictionary = typeof en;
export type TranslationParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TranslationParams) => string;

const dictionaries = rosetta<Dictionary>({ en });

/** One loader per lazily loaded language; esbuild turns each import into its own chunk. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Dictionary }>> = {
  ro: () => import('../../../i18n/ro.json'),
  es: () => import('../../../i18n/es.json'),
};

let current: Language = FALLBACK_LANGUAGE;
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return current;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || dictionaries.table(language)) return;
  const module = await loaders[language]();
  dictionaries.set(language, module.default);
}

/**
 * Loads the language if needed, makes it current, marks `<html lang>` and
 * (unless told otherwise) caches the choice in localStorage (SPEC 1).
 */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  await ensureLoaded(language);
  current = language;
  dictionaries.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (options.persist !== false) writeStored(LANGUAGE_PREFERENCE, language);
  for (const listener of listeners) listener();
}

function lookup(key: string, params: TranslationParams | undefined, language: Language): string {
  const value: unknown = dictionaries.t(key, params, language);
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
  return useCallback<TFunction>((key, params) => lookup(key, params, language) || lookup(key, params, FALLBACK_LANGUAGE) || key, [language]);
}
