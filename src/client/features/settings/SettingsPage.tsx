import { useT } from '../../core/i18n';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AppearanceSettings } from './AppearanceSettings';
import { LanguageSettings } from './LanguageSettings';
import { ProfileForm } from './ProfileForm';

/** Theme, language, reduced motion, page appearance and profile names. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="page-title">{t('settings.title')}</h1>
      <ProfileForm />
      <LanguageSettings />
      <AppearanceSettings />
    </div>
  );
}
