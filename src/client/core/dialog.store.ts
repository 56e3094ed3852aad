// The open confirmation dialog (DESIGN 4: a small @xstate/store). Code that
// must ask first calls `await confirm({...})`; the one <ConfirmDialogHost>
// in the layout shows the questions one at a time, in the order asked.
import { createStore } from '@xstate/store';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** The confirm button's text; the dialog's own default when left out. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive action (SPEC 8 deletions): red button, and focus starts on Cancel. */
  danger?: boolean;
  /**
   * A question about a state that changes while it is open (the grid's count of unsaved changes, which the
   * autosave lowers): the open dialog (ui/ConfirmDialog) follows it.
   */
  live?: {
    /** Calls back on a change; returns how to stop. */
    watch: (changed: () => void) => () => void;
    /** The message now. */
    message: () => string;
    /** Once the question no longer needs the user, the answer given for them (true or false); null while it does. */
    settled: () => boolean | null;
  };
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const dialogStore = createStore({
  context: { queue: [] as ConfirmRequest[] },
  on: {
    asked: (context, event: { request: ConfirmRequest }) => ({ queue: [...context.queue, event.request] }),
    answered: (context, event: { id: number }) => ({ queue: context.queue.filter((request) => request.id !== event.id) }),
  },
});

let nextId = 1;

/** Asks the user; resolves true when they confirm, false when they cancel or dismiss. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialogStore.trigger.asked({ request: { ...options, id: nextId++, resolve } });
  });
}

/** Called by the host with the user's answer. */
export function answerConfirm(id: number, confirmed: boolean): void {
  const request = dialogStore.getSnapshot().context.queue.find((candidate) => candidate.id === id);
  if (!request) return;
  dialogStore.trigger.answered({ id });
  request.resolve(confirmed);
}

/** Dismisses every open question as cancelled (sign-out, tests). */
export function cancelAllConfirms(): void {
  for (const request of dialogStore.getSnapshot().context.queue) answerConfirm(request.id, false);
}
