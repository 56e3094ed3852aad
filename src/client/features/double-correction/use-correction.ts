import { useCallback, useEffect, useState } from 'react';
import type { DoubleCorrectionView, ReconciliationView } from '../../../domain/api/double-correction';
import { toApiError } from '../../core/http';
import { doubleCorrectionApi } from './double-correction.api';

export type CorrectionState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** No double correction here, or none the reader takes part in (the server answers both with 404). */
  | { status: 'absent' }
  | { status: 'ready'; view: DoubleCorrectionView; reconciliation: ReconciliationView | null };

/** The set-up, the submissions and, once both corrections are in, the reconciliation; `reload` after each step. */
export function useCorrection(quizId: string, classroomId: string) {
  const [state, setState] = useState<CorrectionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is bumped by reload to read again
  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const view = await doubleCorrectionApi.view(quizId, classroomId);
        const reconciliation = view.reconciledAt ? await doubleCorrectionApi.reconciliation(quizId, classroomId) : null;
        if (current) setState({ status: 'ready', view, reconciliation });
      } catch (error) {
        if (current) setState({ status: toApiError(error).status === 404 ? 'absent' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [quizId, classroomId, attempt]);

  /** The reconciliation read again, the rest kept: the third evaluator's saves change its final marks. */
  const refreshReconciliation = useCallback(() => {
    doubleCorrectionApi.reconciliation(quizId, classroomId).then(
      (reconciliation) => setState((current) => (current.status === 'ready' && current.reconciliation ? { ...current, reconciliation } : current)),
      () => {},
    );
  }, [quizId, classroomId]);

  return { state, reload, refreshReconciliation, replace: (view: DoubleCorrectionView) => setState({ status: 'ready', view, reconciliation: null }) };
}
