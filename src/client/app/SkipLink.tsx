import { useT } from '../core/i18n';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('app.skipToContent')}
    </a>
  );
}
