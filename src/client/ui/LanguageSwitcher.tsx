import { setLanguage, useLanguage, useT } from '../core/i18n';
import type { Language } from '../core/language';
import { Flag } from './Flag';

/** SPEC 1 order: en, es, ro. Flags are decoration; the language's own name is the accessible label. */
const OPTIONS: readonly { code: Language; nameKey: string }[] = [
  { code: 'en', nameKey: 'language.native.en' },
  { code: 'es', nameKey: 'language.native.es' },
  { code: 'ro', nameKey: 'language.native.ro' },
];

export function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const choose = (language: Language) => {
    // A failed chunk load leaves the current language in place; nothing else to do.
    setLanguage(language).catch((error: unknown) => console.warn('language switch failed', error));
  };
  return (
    <div role="group" aria-label={t('language.label')} className="flex items-center gap-1">
      {OPTIONS.map((option) => {
        const name = t(option.nameKey);
        return (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            aria-pressed={current === option.code}
            title={t('language.switchTo', { language: name })}
            onClick={() => choose(option.code)}
            className="lang-btn"
          >
            <Flag language={option.code} />
            {/* The name is read out and the code is seen; both are in the accessible name (WCAG 2.5.3). */}
            <span className="sr-only">{name} </span>
            <span className="text-xs font-semibold uppercase">{option.code}</span>
          </button>
        );
      })}
    </div>
  );
}
