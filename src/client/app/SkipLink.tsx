import { useT } from '../core/i18n';
import { MAIN_CONTENT_ID } from '../ui/main-region';

export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('app.skipToContent')}
    </a>
  );
}
