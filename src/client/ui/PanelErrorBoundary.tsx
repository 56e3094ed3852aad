// A part of a screen that fails on its own (a tab's panel) shows why in its
// place, with a way to try again, and leaves the rest of the screen usable:
// a crashing analysis tab used to take the grades tab and the tabs with it.
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './Alert';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
import { isChunkLoadError } from './lazy-screen';

export interface PanelErrorBoundaryProps {
  children: ReactNode;
  /** Recorded with the report. */
  context: string;
  /** A change (another tab) renders the children again. */
  resetKey: unknown;
  /** What the panel says when it failed, and the button that renders it again. */
  message: string;
  retry: string;
}

function PanelFailed({ error, reset, message, retry }: ErrorFallbackProps & { message: string; retry: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The focus was inside what failed and went with it: a keyboard user starts again from the message.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
  }, []);
  // A chunk that did not load cannot be asked again in place (React keeps the failed import): the screen's own boundary offers the reload.
  if (isChunkLoadError(error)) throw error;
  const detail = error instanceof Error ? error.message : null;
  return (
    <Alert ref={ref} tone="error" title={message}>
      {detail && <p className="m-0 break-words font-mono text-sm">{detail}</p>}
      <button type="button" className="btn-secondary mt-2" onClick={reset}>
        {retry}
      </button>
    </Alert>
  );
}

export function PanelErrorBoundary({ children, context, resetKey, message, retry }: PanelErrorBoundaryProps) {
  return (
    <ErrorBoundary context={context} resetKey={resetKey} fallback={(props) => <PanelFailed {...props} message={message} retry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
