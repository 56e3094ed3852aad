// The PDF texts in the browser: only the `pdf` namespace of a language
// (build.mjs's i18n-namespace plugin), not the whole dictionaries, which
// were a quarter of the worker before issue 15.
import type { PdfTextsLoader } from './pdf-i18n';

const namespaces = {
  en: () => import('i18n-namespace:en/pdf'),
  ro: () => import('i18n-namespace:ro/pdf'),
  es: () => import('i18n-namespace:es/pdf'),
};

export const browserPdfTexts: PdfTextsLoader = async (language) => (await namespaces[language]()).default;
