// Whether the "add a question" chooser is open, and for which section (a
// small self-contained store: DESIGN 4). The card buttons and the Alt+N
// command open it; the editor screen shows it.
import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';

export interface ChooserRequest {
  /** The section to add to; without it the question goes after the active one. */
  sectionIndex?: number;
}

export const typeChooserStore = createStore({
  context: { request: null as ChooserRequest | null },
  on: {
    opened: (_context, event: { request: ChooserRequest }) => ({ request: event.request }),
    closed: () => ({ request: null }),
  },
});

export function openTypeChooser(request: ChooserRequest = {}): void {
  typeChooserStore.trigger.opened({ request });
}

export function closeTypeChooser(): void {
  typeChooserStore.trigger.closed();
}

export function useTypeChooserRequest(): ChooserRequest | null {
  return useSelector(typeChooserStore, (snapshot) => snapshot.context.request);
}
