import { useEffect } from 'react';
import { type ErrorContext, reportError } from '../../core/errors.store';
import { isAbort } from '../../core/http';

/**
 * Logs a load failure once and keeps it in the error history (SPEC 8); the
 * screen itself says what failed, so it is not shown a second time.
 */
export function useReportedError(error: unknown, context: ErrorContext): void {
  const where = typeof context === 'string' ? context : JSON.stringify(context);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per error and place; a new context object each render must not report it again
  useEffect(() => {
    if (error && !isAbort(error)) reportError(error, context, { silent: true });
    // The context is described by `where`; a new object per render must not report again.
  }, [error, where]);
}
