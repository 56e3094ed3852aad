// What the app shows when it fails as a whole (main.tsx's boundary): the
// chunk screen when a part of it did not load, the global screen otherwise.
import type { ReactNode } from 'react';
import type { ErrorFallbackProps } from '../../ui/ErrorBoundary';
import { isChunkLoadError } from '../../ui/lazy-screen';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { GlobalErrorScreen } from './lazy-error-screens';

export function appFallback({ error, errorId, reset }: ErrorFallbackProps): ReactNode {
  return isChunkLoadError(error) ? <ChunkLoadErrorScreen /> : <GlobalErrorScreen errorId={errorId} onRetry={reset} />;
}
