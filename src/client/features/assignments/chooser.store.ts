// Which palette chooser is open: 'Assign a quiz to a classroom…' or 'Grade
// a quiz in a classroom…' (DESIGN 4: a small @xstate/store for the open
// dialog). They render in a root of their own (chooser-root.ts), because
// the layout every screen shares is not this feature's to change.
import { createStore } from '@xstate/store';

export type ChooserKind = 'assign' | 'grade';

export const chooserStore = createStore({
  context: { open: null as ChooserKind | null },
  on: {
    opened: (_, event: { kind: ChooserKind }) => ({ open: event.kind }),
    closed: () => ({ open: null }),
  },
});

export function closeChooser(): void {
  chooserStore.trigger.closed();
}
