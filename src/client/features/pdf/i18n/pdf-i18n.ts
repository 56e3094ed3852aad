// The PDF texts, read from the same i18n/*.json dictionaries as the
// interface (namespaces `pdf` and `pdfReports`) but without the client's React i18n, so the
// module runs the same in a Web Worker and under Node; where the dictionary
// comes from is the caller's (node-texts.ts, browser-texts.ts). Keys are
// full paths ('pdf.page') so the dictionary test sees them.

import { countIn, isPluralForms, pluralCategory } from '../../../../domain/plurals';
import { writtenParams } from '../../../../domain/written-numbers';
import type { Language } from '../../../core/language';

export type PdfLanguage = Language;
export type PdfParams = Record<string, string | number>;
export type PdfT = (key: string, params?: PdfParams) => string;

type Tree = { [key: string]: string | Tree };

/** A language's dictionary, at least its `pdf` and `pdfReports` namespaces ({ pdf: { … }, pdfReports: { … } }). */
export type PdfTextsLoader = (language: PdfLanguage) => Promise<unknown>;

/** The text at `key`; a text with plural forms gives the one `count` picks in `language` (domain/plurals.ts). */
function lookup(tree: Tree, key: string, language: string, count: unknown): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  if (isPluralForms(node)) return node[pluralCategory(node, language, count)];
  return typeof node === 'string' ? node : undefined;
}

/** Same placeholder syntax as rosetta in the interface: "Page {{current}} of {{total}}". */
function interpolate(text: string, params: PdfParams | undefined): string {
  if (!params) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A `t` over plain dictionaries: the language first, then English, then the key itself. */
export function translatorFrom(dictionary: unknown, fallback: unknown = dictionary, language: PdfLanguage = 'en'): PdfT {
  const primary = dictionary as Tree;
  const secondary = fallback as Tree;
  return (key, params) => {
    const own = lookup(primary, key, language, countIn(params));
    if (own !== undefined) return interpolate(own, writtenParams(params, language));
    return interpolate(lookup(secondary, key, 'en', countIn(params)) ?? key, params);
  };
}

export async function loadPdfTranslator(language: PdfLanguage, load: PdfTextsLoader): Promise<PdfT> {
  const [own, english] = await Promise.all([load(language), language === 'en' ? null : load('en')]);
  return translatorFrom(own, english ?? own, language);
}
