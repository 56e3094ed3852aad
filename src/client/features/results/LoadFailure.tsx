import type { RefObject } from 'react';
import { Alert } from '../../ui/Alert';

export interface LoadFailureProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /**
   * Where the keyboard goes on retrying: the button goes as the load starts,
   * and the browser would put the focus on the page (the next Tab starting
   * again from the top). The screen's heading, which stays through the
   * loading, the data or another failure, is the place to go on from.
   */
  focusOnRetry?: RefObject<HTMLElement | null>;
}

/** A failed load with a way to ask again. */
export function LoadFailure({ message, retryLabel, onRetry, focusOnRetry }: LoadFailureProps) {
  const retry = () => {
    focusOnRetry?.current?.focus({ preventScroll: true });
    onRetry();
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <button type="button" className="btn-secondary" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
