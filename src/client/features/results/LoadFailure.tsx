import { Alert } from '../../ui/Alert';

export interface LoadFailureProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load with a way to ask again. */
export function LoadFailure({ message, retryLabel, onRetry }: LoadFailureProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
