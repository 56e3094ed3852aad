import { useSelector } from '@legendapp/state/react';
import { useLayoutEffect } from 'react';
import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { shortcutText } from '../../ui/key-names';
import { useLazyModule } from '../../ui/use-lazy-module';
import { openShortcutHelp } from '../palette';
import { AttachmentsPanel, PdfExportPanel } from '../quiz-detail';
import { ConflictBanner } from './ConflictBanner';
import { DistributionCard } from './DistributionCard';
import { EditorFooter } from './EditorFooter';
import { EditorPreview } from './EditorPreview';
import { useSession } from './editor-context';
import { EDITOR_SHORTCUTS } from './editor-shortcuts';
import { restoreFocus } from './focus-handoff';
import { GradeImpactDialog } from './GradeImpactDialog';
import { GradingSchemeCard } from './GradingSchemeCard';
import { QuestionTypeChooser } from './QuestionTypeChooser';
import { fieldId, toDocument } from './quiz-draft';
import { SectionList } from './SectionList';
import { TestDetailsCard } from './TestDetailsCard';
import type { UnsavedTestsProps } from './UnsavedTests';

export interface EditorWorkspaceProps {
  heading: string;
  /** Start a new test over (only offered for a draft restored from this device): the draft is set aside, not lost. */
  onDiscardDraft?: () => void;
  /** A new test: the other unsaved new tests on this device, to open or discard. */
  unsavedTests?: UnsavedTestsProps;
  /** A saved test: opens it again, for the copies left on this device to come back (as a choice). */
  onReview: () => void;
}

// Shown only when this device holds other unsaved new tests: its code loads then.
const loadUnsavedTests = () => import('./UnsavedTests');

/** The test configurator: details, sections and questions, grading scheme, checks, export, files and the previews. */
export function EditorWorkspace({ heading, onDiscardDraft, unsavedTests, onReview }: EditorWorkspaceProps) {
  const t = useT();
  const session = useSession();
  const phase = useSelector(() => session.status$.phase.get());
  const restored = useSelector(() => session.status$.restored.get());
  const quizId = useSelector(() => session.status$.quizId.get());
  const pointsFixed = useSelector(() => session.status$.pointsFixed.get());
  const pointsDropped = useSelector(() => session.status$.pointsDropped.get());
  const left = useSelector(() => session.status$.left.get());
  const offered = useSelector(() => session.status$.offered.get());
  const list = useLazyModule(loadUnsavedTests, !!unsavedTests && offered.length > 0);

  useLayoutEffect(() => {
    // The field being typed in before the move to the edit address gets its focus back;
    // a new, empty test starts in its title, ready to type.
    if (!restoreFocus() && session.status$.phase.peek() === 'pristine') document.getElementById(fieldId('title'))?.focus();
  }, [session]);

  return (
    // Scroll margins keep a focused field clear of the floating bar above and the status bar below.
    <div className="flex min-w-0 flex-col gap-6 [&_*]:scroll-mt-24 [&_*]:scroll-mb-36">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="page-title m-0">{heading}</h1>
          <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-300">{t('quizEditor.intro')}</p>
          {/* Not while its questions are fixed (double correction): the key adds none then. */}
          {!pointsFixed && (
            <p className="m-0 mt-1 hidden text-sm text-slate-600 sm:block dark:text-slate-300">
              {t('quizEditor.keysHint', { add: shortcutText(t, EDITOR_SHORTCUTS.addQuestion), save: shortcutText(t, EDITOR_SHORTCUTS.saveNow) })}
            </p>
          )}
        </div>
        {/* Not on a phone, as the key hint beside it. */}
        <button type="button" className="btn-secondary hidden sm:inline-flex" onClick={openShortcutHelp}>
          {t('quizEditor.shortcutsButton')}
        </button>
      </header>
      {/* Said first: the points fields below are read-only, and why. */}
      {pointsFixed && phase !== 'readOnly' && (
        <Alert tone="info">{t(pointsFixed === 'correcting' ? 'quizEditor.pointsFixed.correcting' : 'quizEditor.pointsFixed.corrected')}</Alert>
      )}
      {pointsDropped && <Alert tone="info">{t('quizEditor.pointsFixed.dropped')}</Alert>}
      <ConflictBanner />
      <GradeImpactDialog />
      {phase === 'readOnly' && <Alert tone="info">{t('quizEditor.readOnly')}</Alert>}
      {restored && phase !== 'conflict' && (
        <Alert tone="info">
          {t('quizEditor.restored')}{' '}
          {onDiscardDraft && (
            <button type="button" className="link border-0 bg-transparent p-0" onClick={onDiscardDraft}>
              {t('quizEditor.discardDraft')}
            </button>
          )}
        </Alert>
      )}
      {unsavedTests && list && offered.length > 0 && (
        <list.UnsavedTests
          drafts={offered}
          onOpen={unsavedTests.onOpen}
          onDiscard={(draft) => {
            unsavedTests.onDiscard(draft);
            session.status$.offered.set(offered.filter((other) => other.name !== draft.name));
          }}
        />
      )}
      {/* Copies from other tabs that changed the same things: kept, and offered once these are saved. */}
      {left > 0 && (
        <Alert tone="info">
          {t('quizEditor.leftDrafts')}{' '}
          {phase === 'saved' && (
            <button type="button" className="link border-0 bg-transparent p-0" onClick={onReview}>
              {t('quizEditor.reviewDrafts')}
            </button>
          )}
        </Alert>
      )}
      {/* Someone else's test: every field shows, none can change (a disabled fieldset disables them all). */}
      <fieldset disabled={phase === 'readOnly'} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
        <TestDetailsCard />
        <section aria-labelledby="qe-sections-heading" className="flex flex-col gap-3">
          <h2 id="qe-sections-heading" className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
            {t('quizEditor.sectionsHeading')}
          </h2>
          <SectionList />
        </section>
        <GradingSchemeCard />
      </fieldset>
      <DistributionCard />
      <Card>
        <PdfExportPanel getDocument={() => toDocument(session.doc$.peek())} />
      </Card>
      <Card>
        {quizId ? (
          <AttachmentsPanel quizId={quizId} canEdit={phase !== 'readOnly'} />
        ) : (
          <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{t('quizEditor.attachmentsLater')}</p>
        )}
      </Card>
      <EditorPreview />
      <EditorFooter />
      <QuestionTypeChooser />
    </div>
  );
}
