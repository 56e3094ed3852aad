import { useSelector } from '@legendapp/state/react';
import { type ReactNode, useRef, useState } from 'react';
import { useRegisterCommands } from '../../../core/commands';
import { confirm } from '../../../core/dialog.store';
import { notifyError } from '../../../core/errors.store';
import { useLanguage, useT } from '../../../core/i18n';
import { toast } from '../../../core/toasts.store';
import type { GradingSession } from '../sync/grading-session';
import { MoreActions } from './MoreActions';
import { SyncStatus } from './SyncStatus';
import { ActionButton, type ToolbarAction } from './ToolbarAction';
import { RedoIcon, UndoIcon } from './toolbar-icons';
import { watchUnsaved } from './use-leave-guard';
import { useNarrowScreen, useSmallScreen } from './use-narrow-screen';
import { useOneLineFold } from './use-one-line-fold';

export interface GradingToolbarProps {
  session: GradingSession;
  onGoToPupil: () => void;
}

/**
 * SPEC 2's Save, Reset, Refresh and Delete all, the status, and the grid's
 * mouse-friendly actions. On a small screen, or wherever the bar would not
 * keep to one line (use-one-line-fold.ts: Romanian at 1366 px), Save, Undo,
 * Redo (and, wider than a phone, Go to pupil) stay in view and the rest fold
 * under More, so the marks, not nine buttons, fill the screen.
 */
export function GradingToolbar({ session, onGoToPupil }: GradingToolbarProps) {
  const t = useT();
  const [busy, setBusy] = useState<'refresh' | 'delete' | null>(null);
  const canUndo = useSelector(() => session.controller.history$.canUndo.get());
  const canRedo = useSelector(() => session.controller.history$.canRedo.get());
  const unsaved = useSelector(() => session.book.unsaved$.get());
  const hasRules = session.data.quiz.sections.some((section) => section.questions.some((question) => question.rules.length > 0));
  const narrow = useNarrowScreen();
  const bar = useRef<HTMLDivElement>(null);
  const overflowing = useOneLineFold(bar, useLanguage());
  const small = useSmallScreen() || overflowing;
  const rulesShown = useSelector(() => {
    session.controller.layout$.get();
    return session.expandedRules().size > 0;
  });

  async function reset() {
    const message = () => t('grading.reset.message', { n: session.book.unsaved$.peek() });
    const ok = await confirm({
      title: t('grading.reset.title'),
      message: message(),
      confirmLabel: t('grading.reset.confirm'),
      danger: true,
      // The autosave goes on while the question is open: the count follows, and once nothing is left to discard
      // the question closes (the status line says all is saved).
      live: { watch: (changed) => watchUnsaved(session, changed), message, settled: () => (session.book.unsaved$.peek() > 0 ? null : false) },
    });
    if (ok) session.book.discardLocal();
  }

  async function refresh() {
    setBusy('refresh');
    try {
      await session.refresh();
    } catch (error) {
      notifyError(error, { where: 'grade-grid.refresh', quizId: session.quizId });
    } finally {
      setBusy(null);
    }
  }

  async function deleteAll() {
    const ok = await confirm({
      title: t('grading.deleteAll.title'),
      message: t('grading.deleteAll.message'),
      confirmLabel: t('grading.deleteAll.confirm'),
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await session.deleteAll();
      toast.success(t('grading.toast.deleted'));
    } catch (error) {
      notifyError(error, { where: 'grade-grid.deleteAll', quizId: session.quizId }, t('grading.toast.deleteFailed'));
    } finally {
      setBusy(null);
    }
  }

  const refresh_: ToolbarAction = { label: t('grading.actions.refresh'), run: () => void refresh(), disabled: busy !== null, busy: busy === 'refresh' };
  const goToPupil: ToolbarAction = { label: t('grading.commands.goToPupil'), run: onGoToPupil };
  const rules: ToolbarAction[] = hasRules ? [{ label: t('grading.rules.toggle'), run: () => session.toggleRules(), pressed: rulesShown }] : [];
  // Reading only (issue 16): nothing that changes marks is offered.
  const writes = !session.readOnly;
  const secondary: ToolbarAction[] = writes
    ? [
        { label: t('grading.actions.reset'), run: () => void reset(), disabled: unsaved === 0 },
        refresh_,
        { label: t('grading.commands.fillFullMarks'), run: () => void session.controller.fillFullMarks() },
        goToPupil,
        ...rules,
        { label: t('grading.actions.deleteAll'), run: () => void deleteAll(), disabled: busy !== null, danger: true },
      ]
    : [refresh_, goToPupil, ...rules];
  const undo = { label: t('grading.actions.undo'), run: () => session.controller.undo(), disabled: !canUndo };
  const redo = { label: t('grading.actions.redo'), run: () => session.controller.redo(), disabled: !canRedo };
  // What is being typed goes too: Ctrl+S leaves the cell's editor open (a click on the button commits it on blur).
  const save = () => {
    session.flushWithDraft();
    session.sync.send({ type: 'sync.now' });
  };

  // The bar's buttons in the palette too, offered when the button is (README: every action is a command);
  // each runs the button's own handler, so Reset and Delete all ask first here as well.
  useRegisterCommands(
    [
      // Ctrl/Cmd+S by habit: the browser would offer to save the page.
      {
        id: 'grid.save',
        labelKey: 'grading.actions.save',
        keywords: ['save', 'salvează', 'guardar'],
        shortcut: 'mod+s',
        group: 'actions',
        when: () => writes,
        run: save,
      },
      {
        id: 'grid.reset',
        labelKey: 'grading.actions.reset',
        keywords: ['discard', 'renunță', 'descartar'],
        group: 'actions',
        when: () => writes && unsaved > 0,
        run: () => void reset(),
      },
      {
        id: 'grid.refresh',
        labelKey: 'grading.actions.refresh',
        keywords: ['reload', 'reîncarcă', 'actualizar'],
        group: 'actions',
        when: () => busy === null,
        run: () => void refresh(),
      },
      {
        id: 'grid.undo',
        labelKey: 'grading.actions.undo',
        keywords: ['anulează', 'deshacer'],
        group: 'actions',
        when: () => writes && canUndo,
        run: undo.run,
      },
      { id: 'grid.redo', labelKey: 'grading.actions.redo', keywords: ['refă', 'rehacer'], group: 'actions', when: () => writes && canRedo, run: redo.run },
      {
        id: 'grid.deleteAll',
        labelKey: 'grading.actions.deleteAll',
        keywords: ['erase', 'șterge', 'borrar'],
        group: 'actions',
        when: () => writes && busy === null,
        run: () => void deleteAll(),
      },
    ],
    [session],
  );

  return (
    <div ref={bar} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      {writes && <SyncStatus session={session} />}
      <div role="toolbar" aria-label={t('grading.toolbar')} className="flex flex-wrap items-center gap-2">
        {writes && (
          <button type="button" className="btn-primary" onClick={save}>
            {t('grading.actions.save')}
          </button>
        )}
        {small && writes ? (
          <>
            <IconAction action={undo} icon={<UndoIcon />} />
            <IconAction action={redo} icon={<RedoIcon />} />
            {!narrow && <ActionButton action={goToPupil} />}
            <MoreActions actions={narrow ? secondary : secondary.filter((action) => action !== goToPupil)} />
          </>
        ) : (
          (writes ? [secondary[0]!, secondary[1]!, undo, redo, ...secondary.slice(2)] : secondary).map((action) => (
            <ActionButton key={action.label} action={action} />
          ))
        )}
      </div>
    </div>
  );
}

/** An icon button named by its action (the phone's Undo and Redo). */
function IconAction({ action, icon }: { action: ToolbarAction; icon: ReactNode }) {
  return (
    <button type="button" className="btn-secondary px-2.5" onClick={action.run} disabled={action.disabled} aria-label={action.label} title={action.label}>
      {icon}
    </button>
  );
}
