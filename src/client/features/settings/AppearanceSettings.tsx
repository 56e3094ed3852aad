import { type BackgroundVariant, type CardVariant, updateAppearance, useBackgroundVariant, useCardVariant } from '../../core/appearance';
import { isEnabled } from '../../core/config';
import { useT } from '../../core/i18n';
import { type Theme, updatePreferences, usePreference } from '../../core/preferences';
import { Card } from '../../ui/Card';
import { RadioGroup } from '../../ui/RadioGroup';

/** Theme (when the dark-mode flag is on), reduced motion, and the SPEC 2 page appearance. */
export function AppearanceSettings() {
  const t = useT();
  const theme = usePreference('theme');
  const reducedMotion = usePreference('reducedMotion');
  const background = useBackgroundVariant();
  const card = useCardVariant();

  return (
    <Card as="section" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.appearance.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-6">
        {isEnabled('darkModeToggle') && (
          <RadioGroup<Theme>
            legend={t('settings.appearance.theme')}
            name="theme"
            value={theme}
            onChange={(value) => updatePreferences({ theme: value })}
            options={[
              { value: 'light', label: t('settings.appearance.themes.light') },
              { value: 'dark', label: t('settings.appearance.themes.dark') },
              { value: 'system', label: t('settings.appearance.themes.system') },
            ]}
          />
        )}
        <label className="inline-flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={reducedMotion}
            onChange={(event) => updatePreferences({ reducedMotion: event.currentTarget.checked })}
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary-700 focusable"
          />
          <span className="flex flex-col">
            <span className="font-medium text-slate-800 dark:text-slate-200">{t('settings.appearance.reducedMotion')}</span>
            <span className="text-slate-600 dark:text-slate-400">{t('settings.appearance.reducedMotionHint')}</span>
          </span>
        </label>
        <RadioGroup<BackgroundVariant>
          legend={t('settings.appearance.background')}
          name="background"
          value={background}
          onChange={(value) => updateAppearance({ background: value })}
          options={[
            { value: 'default', label: t('settings.appearance.backgrounds.default') },
            { value: 'framed', label: t('settings.appearance.backgrounds.framed') },
          ]}
        />
        <RadioGroup<CardVariant>
          legend={t('settings.appearance.card')}
          name="card"
          value={card}
          onChange={(value) => updateAppearance({ card: value })}
          options={[
            { value: 'default', label: t('settings.appearance.cards.default') },
            { value: 'outlined', label: t('settings.appearance.cards.outlined') },
            { value: 'elevated', label: t('settings.appearance.cards.elevated') },
          ]}
        />
      </div>
    </Card>
  );
}
