// The schools feature's global overlays: the school and classroom choosers
// and the "New school" dialog that palette commands open from any screen
// (DESIGN 4: a small @xstate/store for the open dialog). They render in a
// root of their own (overlay-root.ts), because the layout that every screen
// shares is not this feature's to change.
import { createStore } from '@xstate/store';

export type OverlayView = { kind: 'chooseSchool' } | { kind: 'chooseClassroom' } | { kind: 'newSchool' };

export const overlayStore = createStore({
  context: { view: null as OverlayView | null },
  on: {
    opened: (_, event: { view: OverlayView }) => ({ view: event.view }),
    closed: () => ({ view: null }),
  },
});

export function closeOverlay(): void {
  overlayStore.trigger.closed();
}
