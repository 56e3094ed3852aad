// What the screen area of the signed-in shell shows when its route fails
// (SPEC 2): a chunk that did not load gets the chunk screen; anything else a
// screen throws gets the router's 'Unexpected Application Error!' screen. The
// global screen is for the app as a whole (main.tsx), outside the shell.

import type { ErrorFallbackProps } from '../../ui/ErrorBoundary';
import { isChunkLoadError } from '../../ui/lazy-screen';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { RouterErrorScreen } from './lazy-error-screens';

export function routeErrorFallback({ error }: ErrorFallbackProps) {
  return isChunkLoadError(error) ? <ChunkLoadErrorScreen /> : <RouterErrorScreen error={error} />;
}
