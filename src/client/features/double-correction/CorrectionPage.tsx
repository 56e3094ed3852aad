import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { DoubleCorrectionView, EvaluatorSlot, ReconciliationView } from '../../../domain/api/double-correction';
import { questionNumbers } from '../../../domain/marks';
import type { QuizDocument } from '../../../domain/quiz/types';
import { useQuery } from '../../core/cache';
import { useRegisterCommands } from '../../core/commands';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { useLanguage, useT } from '../../core/i18n';
import { classroomQuizPath } from '../../core/paths';
import { useClassroomName, useQuizTitle } from '../../core/record-names';
import { classroomPupilsRecordQuery, quizRecordQuery } from '../../core/records.cache';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { formatDateTime, GradingWorkspace } from '../grading';
import { AgreementTable } from './AgreementTable';
import { correctionSource, doubleCorrectionApi, markedPaperCount } from './double-correction.api';
import { EvaluatorMarksExport } from './EvaluatorMarksExport';
import { ReconciliationTable } from './ReconciliationTable';
import { SetUpForm } from './SetUpForm';
import { SideBySide } from './SideBySide';
import { StepsList } from './StepsList';
import { useCorrection } from './use-correction';
import { useReconciliationPdf } from './use-reconciliation-pdf';

/**
 * /schools/:schoolId/classrooms/:classroomId/quizzes/:quizId/correction
 * (issue 17): the author sets up double correction; each evaluator grades
 * their own correction blind and submits it; once both are in, everyone
 * taking part reads the reconciliation and the third evaluator settles the
 * papers sent to them.
 */
export function CorrectionPage() {
  const t = useT();
  const { schoolId = '', classroomId = '', quizId = '' } = useParams<{ schoolId: string; classroomId: string; quizId: string }>();
  const { title, isAuthor } = useQuizTitle(quizId);
  const classroom = useClassroomName(classroomId);
  useDocumentTitle(title ? t('doubleCorrection.pageTitle', { quiz: title }) : t('doubleCorrection.title'));
  const { state, reload, refreshReconciliation, replace } = useCorrection(quizId, classroomId);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="page-title">{t('doubleCorrection.title')}</h1>
          {title && classroom && (
            <p className="text-slate-600 dark:text-slate-300">
              {title} · {t('doubleCorrection.inClassroom', { classroom })}
            </p>
          )}
        </div>
        <Link href={classroomQuizPath(schoolId, classroomId, quizId)} className="link">
          {t('grading.openDashboard')}
        </Link>
      </header>
      <p className="max-w-3xl text-slate-700 dark:text-slate-200">{t('doubleCorrection.intro')}</p>
      {state.status === 'loading' && <Loading variant="minimal" />}
      {state.status === 'failed' && (
        <Alert tone="error" title={t('doubleCorrection.loadFailed')}>
          <button type="button" className="link" onClick={reload}>
            {t('doubleCorrection.retry')}
          </button>
        </Alert>
      )}
      {state.status === 'absent' &&
        (isAuthor ? (
          <SetUpForm quizId={quizId} classroomId={classroomId} schoolId={schoolId} current={null} onSaved={replace} />
        ) : (
          <Alert tone="info">{t('doubleCorrection.notFound')}</Alert>
        ))}
      {state.status === 'ready' && (
        <Correction
          view={state.view}
          reconciliation={state.reconciliation}
          schoolId={schoolId}
          isAuthor={isAuthor}
          label={title && classroom ? t('grading.gridLabel', { quiz: title, classroom }) : undefined}
          onChanged={reload}
          onThirdSaved={refreshReconciliation}
          onSetUp={replace}
        />
      )}
    </div>
  );
}

interface CorrectionProps {
  view: DoubleCorrectionView;
  reconciliation: ReconciliationView | null;
  schoolId: string;
  isAuthor: boolean;
  label: string | undefined;
  onChanged: () => void;
  /** The third evaluator saved: the reconciliation's final marks are read again. */
  onThirdSaved: () => void;
  onSetUp: (view: DoubleCorrectionView) => void;
}

function Correction({ view, reconciliation, schoolId, isAuthor, label, onChanged, onThirdSaved, onSetUp }: CorrectionProps) {
  const t = useT();
  const { quizId, classroomId, mySlot } = view;
  const names = usePupilNames(classroomId);
  const questionNumbers = useQuestionNumbers(quizId);
  const started = view.evaluators.some((evaluator) => evaluator.submittedAt !== null);
  return (
    <>
      <EvaluatorList view={view} />
      {view.reconciledAt && <Alert tone="success">{t('doubleCorrection.status.reconciled')}</Alert>}
      {(mySlot === 1 || mySlot === 2) && <OwnCorrection view={view} slot={mySlot} label={label} pupilCount={names.size} onChanged={onChanged} />}
      {mySlot === 3 && !view.reconciledAt && <Alert tone="info">{t('doubleCorrection.thirdWaiting')}</Alert>}
      {mySlot === 3 && reconciliation && (
        <ThirdCorrection view={view} reconciliation={reconciliation} label={label} names={names} questionNumbers={questionNumbers} onSaved={onThirdSaved} />
      )}
      {reconciliation && (
        <div className="flex flex-wrap gap-2">
          <ReconciliationPdfButton view={view} reconciliation={reconciliation} names={names} />
          {view.readsSteps && <EvaluatorMarksExport quizId={quizId} classroomId={classroomId} />}
        </div>
      )}
      {reconciliation && <ReconciliationTable rows={reconciliation.rows} names={names} />}
      {reconciliation && <AgreementTable reconciliation={reconciliation} questionNumbers={questionNumbers} />}
      {/* Papers sent to "choose later" need a third evaluator even after both have submitted (README). */}
      {isAuthor && <SetUpForm key={String(started)} quizId={quizId} classroomId={classroomId} schoolId={schoolId} current={view} onSaved={onSetUp} />}
      {view.readsSteps && (
        <StepsList
          quizId={quizId}
          classroomId={classroomId}
          names={names}
          version={`${view.reconciledAt}|${view.evaluators.map((e) => `${e.user?.id}:${e.submittedAt}`).join()}`}
        />
      )}
    </>
  );
}

const SLOT_KEYS = { 1: 'doubleCorrection.slot1', 2: 'doubleCorrection.slot2', 3: 'doubleCorrection.slot3' } as const;

/** The reconciliation sheet to print and sign, also from the palette. */
function ReconciliationPdfButton({
  view,
  reconciliation,
  names,
}: {
  view: DoubleCorrectionView;
  reconciliation: ReconciliationView;
  names: ReadonlyMap<string, string>;
}) {
  const t = useT();
  const pdf = useReconciliationPdf(view, reconciliation, names);
  useRegisterCommands([{ id: 'correction.pdf', labelKey: 'doubleCorrection.pdf.download', group: 'actions', run: () => void pdf.run() }], [pdf.run]);
  return (
    <div>
      <BusyButton type="button" className="btn-secondary" busy={pdf.busy} onClick={() => void pdf.run()}>
        {t('doubleCorrection.pdf.download')}
      </BusyButton>
    </div>
  );
}

/** Who corrects, and who has submitted (never what they gave). */
function EvaluatorList({ view }: { view: DoubleCorrectionView }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="evaluators-heading" className="flex flex-col gap-2">
      <h2 id="evaluators-heading" className="m-0 text-lg font-semibold">
        {t('doubleCorrection.status.heading')}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {view.evaluators.map((evaluator) => {
          const slot = t(SLOT_KEYS[evaluator.slot]);
          const state = !evaluator.user
            ? t('doubleCorrection.status.notChosen')
            : evaluator.user.left && !evaluator.submittedAt
              ? t('doubleCorrection.status.left')
              : evaluator.submittedAt
                ? t('doubleCorrection.status.submitted', { at: formatDateTime(evaluator.submittedAt, language) })
                : evaluator.slot < 3
                  ? t('doubleCorrection.status.correcting')
                  : '';
          return (
            <li key={evaluator.slot}>
              <span className="font-medium">{view.mySlot === evaluator.slot ? t('doubleCorrection.you', { slot }) : slot}</span>
              {evaluator.user && `: ${evaluator.user.name}`}
              {state && ` · ${state}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface OwnCorrectionProps {
  view: DoubleCorrectionView;
  slot: 1 | 2;
  label: string | undefined;
  /** The class's pupils (the papers to mark). */
  pupilCount: number;
  onChanged: () => void;
}

function OwnCorrection({ view, slot, label, pupilCount, onChanged }: OwnCorrectionProps) {
  const t = useT();
  const { quizId, classroomId } = view;
  const submitted = view.evaluators.find((evaluator) => evaluator.slot === slot)?.submittedAt ?? null;
  const closed = submitted !== null || view.reconciledAt !== null;
  const source = useMemo(() => correctionSource(quizId, classroomId, slot), [quizId, classroomId, slot]);
  const [busy, setBusy] = useState(false);

  const act = async (step: 'submit' | 'withdraw') => {
    if (step === 'submit') {
      // "6 of 30 papers": a submission is final once the other is in, and a teacher had submitted a fifth of the class.
      let marked: number;
      try {
        marked = await markedPaperCount(quizId, classroomId);
      } catch (error) {
        notifyError(error, { where: 'double-correction.submit', quizId });
        return;
      }
      const sure = await confirm({
        title: t('doubleCorrection.confirmSubmit.title'),
        message: t('doubleCorrection.confirmSubmit.body', { marked, count: pupilCount }),
        confirmLabel: t('doubleCorrection.confirmSubmit.confirm'),
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      await (step === 'submit' ? doubleCorrectionApi.submit(quizId, classroomId) : doubleCorrectionApi.withdraw(quizId, classroomId));
      onChanged();
    } catch (error) {
      notifyError(error, { where: `double-correction.${step}`, quizId });
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  useRegisterCommands(
    closed
      ? view.reconciledAt
        ? []
        : [{ id: 'correction.withdraw', labelKey: 'doubleCorrection.withdraw', group: 'actions', run: () => void act('withdraw') }]
      : [{ id: 'correction.submit', labelKey: 'doubleCorrection.submit', group: 'actions', run: () => void act('submit') }],
    [closed, view.reconciledAt],
  );

  return (
    <section className="flex flex-col gap-3">
      <p className="text-slate-700 dark:text-slate-200">
        {t(view.reconciledAt ? 'doubleCorrection.final' : closed ? 'doubleCorrection.submitted' : 'doubleCorrection.blind')}
      </p>
      <div>
        {!closed && (
          <BusyButton type="button" className="btn-primary" busy={busy} onClick={() => void act('submit')}>
            {t('doubleCorrection.submit')}
          </BusyButton>
        )}
        {submitted && !view.reconciledAt && (
          <BusyButton type="button" className="btn-secondary" busy={busy} onClick={() => void act('withdraw')}>
            {t('doubleCorrection.withdraw')}
          </BusyButton>
        )}
      </div>
      {/* Opened anew when it closes or reopens: a grid's session is made for one mode. */}
      <GradingWorkspace key={closed ? 'closed' : 'open'} quizId={quizId} classroomId={classroomId} label={label} source={source} readOnly={closed} />
    </section>
  );
}

/** The third evaluator's grid: only the papers sent to them; their marks are final as they are saved. */
interface ThirdCorrectionProps {
  view: DoubleCorrectionView;
  reconciliation: ReconciliationView;
  label: string | undefined;
  names: ReadonlyMap<string, string>;
  questionNumbers: ReadonlyMap<string, number>;
  onSaved: () => void;
}

function ThirdCorrection({ view, reconciliation, label, names, questionNumbers, onSaved }: ThirdCorrectionProps) {
  const t = useT();
  const { quizId, classroomId } = view;
  // By the papers' ids: a reconciliation read again after a save (same papers) keeps the grid and its source.
  const paperIds = reconciliation.papers.map((paper) => paper.pupilId).join();
  const papers = useMemo(() => new Set(paperIds ? paperIds.split(',') : []), [paperIds]);
  const slot: EvaluatorSlot = 3;
  const source = useMemo(() => correctionSource(quizId, classroomId, slot, papers, onSaved), [quizId, classroomId, papers, onSaved]);
  if (papers.size === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <p className="text-slate-700 dark:text-slate-200">{t('doubleCorrection.thirdIntro')}</p>
      <GradingWorkspace quizId={quizId} classroomId={classroomId} label={label} source={source} />
      <SideBySide papers={reconciliation.papers} questionNumbers={questionNumbers} names={names} />
    </section>
  );
}

/** The test's questions by id, numbered as on the paper (the cached test the grid reads too). */
function useQuestionNumbers(quizId: string): ReadonlyMap<string, number> {
  const quiz = useQuery(quizRecordQuery<Pick<QuizDocument, 'sections'>>(quizId)).data;
  return useMemo(() => (quiz ? questionNumbers(quiz) : new Map<string, number>()), [quiz]);
}

/** The class's pupils by id, for the reconciliation's names (the cached roster the grid reads too). */
function usePupilNames(classroomId: string): ReadonlyMap<string, string> {
  const pupils = useQuery(classroomPupilsRecordQuery<{ id: string; name: string }>(classroomId)).data;
  return useMemo(() => new Map((pupils ?? []).map((pupil) => [pupil.id, pupil.name])), [pupils]);
}
