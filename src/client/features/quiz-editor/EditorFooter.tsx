import { useSelector } from '@legendapp/state/react';
import { useState } from 'react';
import { useT } from '../../core/i18n';
import { ariaKeyShortcuts } from '../../core/shortcuts';
import { BusyButton } from '../../ui/BusyButton';
import { ShortcutKeys } from '../../ui/ShortcutKeys';
import { useSession } from './editor-context';
import { EDITOR_SHORTCUTS } from './editor-shortcuts';
import { ProblemsList } from './ProblemsList';
import { SaveStatus } from './SaveStatus';
import { TotalsSummary } from './TotalsSummary';
import { saveNow } from './use-editor-commands';

const FOOTER_CLASS = [
  'sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur',
  'sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900/95',
].join(' ');

/** The bar at the bottom of the editor: save status, totals and Save now, always in view. */
export function EditorFooter() {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const problems = useSelector(() => session.status$.problems.get());
  const phase = useSelector(() => session.status$.phase.get());
  const count = Object.keys(problems).length;
  const showList = open && count > 0 && (phase === 'localOnly' || phase === 'dirty');
  return (
    <div className={FOOTER_CLASS}>
      {/* On a phone the status and Save now share the first row and the totals take the second;
          the focus order stays the DOM's (the totals are not a tab stop). */}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <div className="order-1 min-w-0 flex-1">
          <SaveStatus problemCount={count} problemsOpen={showList} onToggleProblems={() => setOpen(!open)} />
        </div>
        <div className="order-3 w-full sm:order-2 sm:w-auto">
          <TotalsSummary />
        </div>
        <BusyButton
          type="button"
          className="btn-primary order-2 min-h-10 sm:order-3 sm:min-h-11"
          onClick={() => saveNow(session)}
          busy={phase === 'saving'}
          disabled={phase === 'readOnly'}
          aria-keyshortcuts={ariaKeyShortcuts(EDITOR_SHORTCUTS.saveNow)}
        >
          {t('quizEditor.status.saveNow')}
          <ShortcutKeys shortcut={EDITOR_SHORTCUTS.saveNow} className="hidden text-white/80 sm:inline-flex dark:text-slate-900/80" />
        </BusyButton>
      </div>
      {showList && <ProblemsList problems={problems} />}
    </div>
  );
}
