export interface LoadingScreenProps {
  message: string;
}

/** A full-area wait with a live message (route guards, lazy screens). */
export function LoadingScreen({ message }: LoadingScreenProps) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className="spinner" />
      <p>{message}</p>
    </div>
  );
}
