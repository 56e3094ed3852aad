// How narrow the window is. Phone-narrow (Tailwind's `sm`, 640 px): the grid
// gives the pupil's name less room and the toolbar folds all its secondary
// actions, so marks, not chrome, fill a phone's first screen. Below `lg`
// (1024 px: a small school laptop at 800×600, a window beside another) the
// toolbar keeps Save, Undo, Redo and Go to pupil on one line with the status:
// its nine buttons took two lines more, and the grid showed five pupils.
import { useSyncExternalStore } from 'react';

/** A hook for one media query; its subscribe and snapshot are made once, so React subscribes once, not on every render. */
function mediaHook(query: string): () => boolean {
  const subscribe = (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return () => useSyncExternalStore(subscribe, snapshot, () => false);
}

export const useNarrowScreen = mediaHook('(max-width: 639.98px)');
export const useSmallScreen = mediaHook('(max-width: 1023.98px)');
