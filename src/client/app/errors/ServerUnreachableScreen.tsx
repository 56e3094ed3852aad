import type { ApiError } from '../../core/http';
import { friendlyMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { checkSession } from '../../core/session';
import { BusyButton } from '../../ui/BusyButton';
import { ErrorScreenFrame } from './ErrorScreenFrame';

export interface ServerUnreachableScreenProps {
  /** Why the session check got no answer. */
  failure: ApiError;
  /** A check is running now. */
  busy: boolean;
}

/**
 * A signed-in route whose session check got no answer (the server down, the connection lost). Sending the
 * teacher to sign in would say her session is gone when it is not; this says what happened, that the app tries
 * again on its own (core/session), and lets her try now.
 */
export function ServerUnreachableScreen({ failure, busy }: ServerUnreachableScreenProps) {
  const t = useT();
  return (
    <ErrorScreenFrame
      title={t('errorScreen.unreachable.title')}
      actions={
        <BusyButton className="btn-primary" busy={busy} onClick={() => void checkSession()}>
          {busy ? t('errorScreen.unreachable.retrying') : t('errorScreen.unreachable.retry')}
        </BusyButton>
      }
    >
      {/* The message is made now, in the reader's language (the failure may be older than the texts). */}
      <p className="m-0">{friendlyMessage(failure)}</p>
      <p className="m-0 mt-3">{t('errorScreen.unreachable.body')}</p>
    </ErrorScreenFrame>
  );
}
