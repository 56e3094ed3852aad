// Loads a module the first time `enabled` is true and returns it (null until
// then). For parts of the shell that most visits never show (dialogs,
// breadcrumbs, the small-screen menu): their code stays out of the initial
// JavaScript. A failed download is logged and retried on the next enable;
// the caller renders nothing meanwhile, never an error screen.
import { useEffect, useState } from 'react';
import { importAgain } from '../core/import-again';

const cache = new Map<() => Promise<unknown>, unknown>();

export function useLazyModule<M>(load: () => Promise<M>, enabled: boolean, onError?: (error: unknown) => void): M | null {
  const [module, setModule] = useState<M | null>(() => (cache.get(load) as M | undefined) ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onError is read when the load fails; a new callback each render must not start another load
  useEffect(() => {
    if (!enabled || module) return;
    let current = true;
    importAgain(load).then(
      (loaded) => {
        cache.set(load, loaded);
        if (current) setModule(() => loaded);
      },
      (error: unknown) => {
        console.warn('a part of the page failed to load', error);
        if (current) onError?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, module, load]);
  return module;
}
