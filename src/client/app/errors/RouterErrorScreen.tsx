import { useT } from '../../core/i18n';
import { ErrorScreenFrame } from './ErrorScreenFrame';
import { pageActions } from './page-actions';

export interface RouterErrorScreenProps {
  error?: unknown;
}

/** SPEC 2: what a route shows when its screen throws ('Unexpected Application Error!'), with the error's own words. */
export function RouterErrorScreen({ error }: RouterErrorScreenProps) {
  const t = useT();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return (
    <ErrorScreenFrame
      title={t('crashScreen.router.title')}
      actions={
        <button type="button" className="btn-primary" onClick={() => pageActions.goHome()}>
          {t('crashScreen.router.home')}
        </button>
      }
    >
      {detail && <p className="m-0 break-words font-mono text-sm">{detail}</p>}
    </ErrorScreenFrame>
  );
}
