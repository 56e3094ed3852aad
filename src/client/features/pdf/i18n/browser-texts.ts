// The PDF texts in the browser: only the `pdf` and `pdfReports` namespaces of
// a language (build.mjs's i18n-namespace plugin), not the whole dictionaries,
// which were a quarter of the worker before issue 15. The reports' texts are
// a namespace of their own so that the screens showing the `pdf` namespace
// (the quizzes' print options) do not download them.
import type { PdfTextsLoader } from './pdf-i18n';

const namespaces = {
  en: () => import('i18n-namespace:en/pdf,pdfReports'),
  ro: () => import('i18n-namespace:ro/pdf,pdfReports'),
  es: () => import('i18n-namespace:es/pdf,pdfReports'),
};

export const browserPdfTexts: PdfTextsLoader = async (language) => (await namespaces[language]()).default;
