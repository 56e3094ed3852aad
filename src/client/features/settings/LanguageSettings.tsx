import { setLanguage, useLanguage, useT } from '../../core/i18n';
import type { Language } from '../../core/language';
import { Card } from '../../ui/Card';
import { RadioGroup } from '../../ui/RadioGroup';

/** The interface language; the same choice as the bar's flags (remembered in localStorage). */
export function LanguageSettings() {
  const t = useT();
  const language = useLanguage();
  const choose = (next: Language) => {
    setLanguage(next).catch((error: unknown) => console.warn('language switch failed', error));
  };
  return (
    <Card as="section" aria-labelledby="settings-language">
      <h2 id="settings-language" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.language.title')}
      </h2>
      <div className="mt-4">
        <RadioGroup<Language>
          legend={t('settings.language.label')}
          name="language"
          value={language}
          onChange={choose}
          options={[
            { value: 'en', label: t('language.native.en'), lang: 'en' },
            { value: 'ro', label: t('language.native.ro'), lang: 'ro' },
            { value: 'es', label: t('language.native.es'), lang: 'es' },
          ]}
        />
      </div>
    </Card>
  );
}
