import { Suspense } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { classroomQuizCorrectionPath, classroomQuizEvaluatePath } from '../../core/paths';
import { useClassroomRecordName, useQuizTitle } from '../../core/record-names';
import { Loading } from '../../ui/Loading';
import { PanelErrorBoundary } from '../../ui/PanelErrorBoundary';
import { RecordNotFound } from '../../ui/RecordNotFound';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DashboardTabs } from './DashboardTabs';
import { type DashboardTab, panelId, searchWithTab, tabFromSearch, tabId } from './dashboard-tabs';
import { PdfExportButton } from './PdfExportButton';
import { ComparisonTab, GradesTab, QuestionAnalysisTab, QuizReportTab } from './tab-code';

/** /schools/:schoolId/classrooms/:classroomId/quizzes/:quizId: Enter Grades, Question Analysis, Quiz Report, Compare classes, and the PDF. */
export function QuizDashboardPage() {
  const t = useT();
  const { schoolId = '', classroomId = '', quizId = '' } = useParams<{ schoolId: string; classroomId: string; quizId: string }>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const { title, notFound: quizMissing } = useQuizTitle(quizId);
  const { name: classroom, notFound: classroomMissing } = useClassroomRecordName(classroomId);
  // The server answers 404 for a test or a class the reader may not see (a former member's old address, issue 16):
  // the page says so, and offers nothing of the test (its tabs, grid, double correction, PDF) that would only fail.
  const missing = quizMissing || classroomMissing;
  const labels: Record<DashboardTab, string> = {
    grades: t('quizDashboard.tabs.grades'),
    analysis: t('quizDashboard.tabs.analysis'),
    report: t('quizDashboard.tabs.report'),
    compare: t('quizDashboard.tabs.compare'),
  };
  // Each tab has its own address (?tab=…), so its own window title too: the history list, the browser's tabs and a
  // screen reader's announcement on switching tell 'Quiz Report' from 'Question Analysis' of the same test.
  useDocumentTitle(missing ? t('quizDashboard.title') : t('quizDashboard.pageTitle', { tab: labels[tab], quiz: title ?? t('quizDashboard.title') }));
  const select = (next: DashboardTab) => {
    const query = searchWithTab(search, next);
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  // From the palette, the tab itself takes the focus: the grid a teacher typed in goes with its tab, and Tab in the
  // grid moves between its cells, so the palette is the keyboard's way from the grid to the other tabs.
  const show = (next: DashboardTab) => {
    select(next);
    document.getElementById(tabId(next))?.focus();
  };
  const tabCommand = (next: Exclude<DashboardTab, 'compare'>, labelKey: string, keywords: string[]) => ({
    id: `quiz.tab.${next}`,
    labelKey,
    keywords,
    group: 'navigation' as const,
    when: () => !missing && tab !== next,
    run: () => show(next),
  });
  useRegisterCommands(
    [
      tabCommand('grades', 'quizDashboard.tabCommands.grades', ['grades', 'marks', 'note', 'notas', 'grid']),
      tabCommand('analysis', 'quizDashboard.tabCommands.analysis', ['analysis', 'questions', 'analiză', 'întrebări', 'análisis', 'preguntas']),
      tabCommand('report', 'quizDashboard.tabCommands.report', ['report', 'raport', 'informe', 'statistics', 'statistici', 'estadísticas']),
      {
        id: 'quiz.compare',
        labelKey: 'quizDashboard.compareCommand',
        keywords: ['compare', 'teză'],
        group: 'actions',
        when: () => !missing,
        run: () => show('compare'),
      },
      {
        id: 'quiz.doubleCorrection',
        labelKey: 'quizDashboard.doubleCorrectionCommand',
        keywords: ['double correction', 'dublă corectare', 'evaluator', 'doble corrección'],
        group: 'actions',
        when: () => !missing,
        run: () => navigate(classroomQuizCorrectionPath(schoolId, classroomId, quizId)),
      },
    ],
    [search, location],
  );

  if (missing) {
    return (
      <RecordNotFound
        heading={t('quizDashboard.title')}
        message={t(quizMissing ? 'quizDashboard.notFound.quiz' : 'quizDashboard.notFound.classroom')}
        back={t('quizDashboard.notFound.back')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="page-title">{title ?? t('quizDashboard.title')}</h1>
          {classroom && <p className="text-slate-600 dark:text-slate-300">{t('quizDashboard.classroom', { classroom })}</p>}
        </div>
        {/* Beside a long title the actions wrap: flush right, so Export PDF ends where the grid does. */}
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          <Link href={classroomQuizEvaluatePath(schoolId, classroomId, quizId)} className="link">
            {t('quizDashboard.fullScreenGrid')}
          </Link>
          <Link href={classroomQuizCorrectionPath(schoolId, classroomId, quizId)} className="link">
            {t('quizDashboard.doubleCorrection')}
          </Link>
          <PdfExportButton quizId={quizId} classroomId={classroomId} />
        </div>
      </header>
      <DashboardTabs selected={tab} labels={labels} label={t('quizDashboard.tabsLabel')} onSelect={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={-1} className="outline-none">
        <PanelErrorBoundary context="quiz-dashboard.tab" resetKey={tab} message={t('quizDashboard.tabFailed')} retry={t('quizDashboard.tabRetry')}>
          <Suspense fallback={<Loading variant="minimal" />}>
            {tab === 'grades' && (
              <GradesTab
                quizId={quizId}
                classroomId={classroomId}
                label={title && classroom ? t('quizDashboard.gridLabel', { quiz: title, classroom }) : title}
              />
            )}
            {tab === 'analysis' && <QuestionAnalysisTab schoolId={schoolId} classroomId={classroomId} quizId={quizId} />}
            {tab === 'report' && <QuizReportTab schoolId={schoolId} classroomId={classroomId} quizId={quizId} />}
            {tab === 'compare' && <ComparisonTab classroomId={classroomId} quizId={quizId} />}
          </Suspense>
        </PanelErrorBoundary>
      </div>
    </div>
  );
}
