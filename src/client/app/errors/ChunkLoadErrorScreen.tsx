import { useT } from '../../core/i18n';
import { ErrorScreenFrame } from './ErrorScreenFrame';
import { pageActions } from './page-actions';

/** SPEC 2: a part of the app did not download (offline, or a new deployment replaced it). Reloading fetches it again. */
export function ChunkLoadErrorScreen() {
  const t = useT();
  return (
    <ErrorScreenFrame
      title={t('errorScreen.chunk.title')}
      actions={
        <>
          <button type="button" className="btn-primary" onClick={() => pageActions.reload()}>
            {t('errorScreen.chunk.reload')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => pageActions.goHome()}>
            {t('errorScreen.chunk.home')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => pageActions.goBack()}>
            {t('errorScreen.chunk.back')}
          </button>
        </>
      }
    >
      <p className="m-0">{t('errorScreen.chunk.body')}</p>
    </ErrorScreenFrame>
  );
}
