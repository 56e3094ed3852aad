import { useT } from '../../core/i18n';
import { ErrorScreenFrame } from './ErrorScreenFrame';
import { pageActions } from './page-actions';

export interface GlobalErrorScreenProps {
  /** The id the error store gave the failure, for the user to quote (null until it is reported). */
  errorId: string | null;
  /** Renders the app again without reloading (the error boundary's reset). */
  onRetry?: () => void;
}

/** SPEC 2's global error screen (Romanian in the SPEC, here in the reader's language): retry, reload, home, and the error id. */
export function GlobalErrorScreen({ errorId, onRetry }: GlobalErrorScreenProps) {
  const t = useT();
  return (
    <ErrorScreenFrame
      title={t('crashScreen.global.title')}
      actions={
        <>
          {onRetry && (
            <button type="button" className="btn-primary" onClick={onRetry}>
              {t('crashScreen.global.retry')}
            </button>
          )}
          <button type="button" className={onRetry ? 'btn-secondary' : 'btn-primary'} onClick={() => pageActions.reload()}>
            {t('crashScreen.global.reload')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => pageActions.goHome()}>
            {t('crashScreen.global.home')}
          </button>
        </>
      }
    >
      <p className="m-0">{t('crashScreen.global.body')}</p>
      {errorId && (
        <p className="m-0 mt-3 text-sm">
          {t('crashScreen.global.errorId')} <code className="select-all rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">{errorId}</code>
        </p>
      )}
    </ErrorScreenFrame>
  );
}
