// Server-side translation of error and mail texts, from the same dictionaries
// the client uses, in the language the request asks for (Accept-Language).
import rosetta from 'rosetta';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import ro from '../../i18n/ro.json';
import { LANGUAGES, type Language } from '../domain/languages';
import { countIn, isPluralForms, pluralCategory } from '../domain/plurals';
import type { MessageRef } from '../domain/validation';
import { writtenParams } from '../domain/written-numbers';

export { LANGUAGES, type Language } from '../domain/languages';

const i18n = rosetta({ en, ro, es });

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q) : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110 §12.5.4), not "least preferred".
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.lang))?.lang as Language) ?? 'en';
}

function lookup(lang: Language, key: string, params: NonNullable<MessageRef['params']>): string {
  const written = writtenParams(params, lang);
  let value: unknown = i18n.t(key, written, lang);
  if (isPluralForms(value)) value = i18n.t(`${key}.${pluralCategory(value, lang, countIn(params))}`, written, lang);
  return typeof value === 'string' ? value : '';
}

export function translate(lang: Language, key: string, params?: MessageRef['params']): string {
  return lookup(lang, key, params ?? {}) || lookup('en', key, params ?? {}) || key;
}
