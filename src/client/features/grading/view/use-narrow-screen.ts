// How narrow the window is. Phone-narrow (Tailwind's `sm`, 640 px): the grid
// gives the pupil's name less room and the toolbar folds all its secondary
// actions, so marks, not chrome, fill a phone's first screen. Below `lg`
// (1024 px: a small school laptop at 800×600, a window beside another) the
// toolbar keeps Save, Undo, Redo and Go to pupil on one line with the status:
// its nine buttons took two lines more, and the grid showed five pupils.
import { useSyncExternalStore } from 'react';

/**
 * A hook for one media query; its subscribe and snapshot are made once, so React subscribes once, not on every
 * render. The query's list is made once too: React reads the snapshot on every render of the grid (each scroll
 * step), and `matchMedia` builds and evaluates a new list each time.
 */
function mediaHook(query: string): () => boolean {
  let list: MediaQueryList | null = null;
  const media = () => {
    if (!list && typeof window.matchMedia === 'function') list = window.matchMedia(query);
    return list;
  };
  const subscribe = (onChange: () => void) => {
    const current = media();
    current?.addEventListener('change', onChange);
    return () => current?.removeEventListener('change', onChange);
  };
  const snapshot = () => media()?.matches ?? false;
  return () => useSyncExternalStore(subscribe, snapshot, () => false);
}

export const useNarrowScreen = mediaHook('(max-width: 639.98px)');
export const useSmallScreen = mediaHook('(max-width: 1023.98px)');
