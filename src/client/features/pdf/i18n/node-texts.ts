// The PDF texts under Node (tests, benchmarks): the whole dictionaries.
import type { PdfTextsLoader } from './pdf-i18n';

const dictionaries = {
  en: () => import('../../../../../i18n/en.json'),
  ro: () => import('../../../../../i18n/ro.json'),
  es: () => import('../../../../../i18n/es.json'),
};

export const nodePdfTexts: PdfTextsLoader = async (language) => (await dictionaries[language]()).default;
