// The previews draw the test as it prints, so their printed words (headers,
// instructions, the barem's wording, points) are in the test's language, not
// the interface's (issue 14 did this for the PDF). The preview's own chrome
// (its heading and tabs) stays in the reader's language.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../../domain/languages';
import { type TFunction, translatorFor, useLanguage } from '../../../core/i18n';
import { quizDetailMessages } from '../messages';

interface Paper {
  language: Language;
  t: TFunction;
}

const PaperContext = createContext<Paper | null>(null);

/** Sets the previews' printed language; until its texts arrive, the interface language stands in. */
export function PaperLanguage({ language, children }: { language: Language | undefined; children: ReactNode }) {
  const reader = useLanguage();
  const wanted = language ?? reader;
  const [ready, setReady] = useState<Language>(reader);
  useEffect(() => {
    let live = true;
    quizDetailMessages.ensure(wanted).then(
      () => live && setReady(wanted),
      // The texts of the test's language failed to load: the reader's stay (a preview, not the print).
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const shown = ready === wanted ? wanted : reader;
  const paper = useMemo(() => ({ language: shown, t: translatorFor(shown) }), [shown]);
  return <PaperContext.Provider value={paper}>{children}</PaperContext.Provider>;
}

/** The printed language and its `t`; outside a PaperLanguage, the interface's. */
export function usePaper(): Paper {
  const paper = useContext(PaperContext);
  const reader = useLanguage();
  return paper ?? { language: reader, t: translatorFor(reader) };
}
