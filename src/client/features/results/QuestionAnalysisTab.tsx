import { useCallback, useRef } from 'react';
import { useT } from '../../core/i18n';
import { Loading } from '../../ui/Loading';
import { AnalysisSummary } from './AnalysisSummary';
import { AnalysisTable } from './AnalysisTable';
import { BarList } from './BarList';
import { useFormatters } from './format';
import { LoadFailure } from './LoadFailure';
import { ManualCountsForm } from './ManualCountsForm';
import { ReliabilityNote } from './ReliabilityNote';
import { storeSavedAnalysis, useQuestionAnalysis } from './results.queries';
import type { QuestionAnalysisResult } from './results.types';

export interface QuestionAnalysisTabProps {
  schoolId: string;
  classroomId: string;
  quizId: string;
}

/**
 * SPEC 2/3 Question Analysis tab of the quiz dashboard: per question, pupils
 * correct, success rate, facility and discrimination; for the test, the
 * internal consistency; counts by hand for questions graded only as a total.
 */
export function QuestionAnalysisTab({ classroomId, quizId }: QuestionAnalysisTabProps) {
  const t = useT();
  const format = useFormatters();
  const { data, error, loading, refresh } = useQuestionAnalysis(quizId, classroomId);
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useCallback((result: QuestionAnalysisResult) => storeSavedAnalysis(quizId, classroomId, result), [quizId, classroomId]);

  // The heading stays while the figures load or fail, as on the other results tabs, so a retry has somewhere to leave the keyboard.
  const title = (
    <h2 id="question-analysis-title" ref={heading} tabIndex={-1} className="m-0 rounded-sm text-xl font-semibold text-slate-900 focusable dark:text-white">
      {t('analysis.title')}
    </h2>
  );
  if (!data) {
    return (
      <section aria-labelledby="question-analysis-title" className="flex min-w-0 flex-col gap-5">
        {title}
        {loading && <Loading variant="minimal" message={t('analysis.loading')} />}
        {error && !loading ? (
          <LoadFailure message={t('analysis.failed')} retryLabel={t('analysis.retry')} onRetry={() => void refresh()} focusOnRetry={heading} />
        ) : null}
      </section>
    );
  }

  const rated = data.questions.filter((question) => question.successRate !== null);
  return (
    <section aria-labelledby="question-analysis-title" className="flex min-w-0 flex-col gap-5">
      {title}
      {!data.reliable && <ReliabilityNote gradedPupils={data.gradedPupils} />}
      <AnalysisSummary analysis={data} />
      <AnalysisTable questions={data.questions} reliable={data.reliable} gradedPupils={data.gradedPupils} />
      <dl className="m-0 grid gap-2 text-sm text-slate-700 dark:text-slate-300">
        {(['successRate', 'facility', 'discrimination'] as const).map((term) => (
          <div key={term}>
            <dt className="inline font-semibold">{t(HELP[term].term)}: </dt>
            <dd className="m-0 inline">{t(HELP[term].text)}</dd>
          </div>
        ))}
      </dl>
      {rated.length > 0 && (
        <BarList
          caption={t('analysis.chart.title')}
          labelHeader={t('analysis.columns.question')}
          valueHeader={t('analysis.columns.successRate')}
          max={1}
          rows={rated.map((question) => ({
            key: question.questionId,
            label: t('analysis.chart.label', { number: question.number }),
            value: question.successRate ?? 0,
            display: format.rate(question.successRate),
          }))}
        />
      )}
      <ManualCountsForm quizId={quizId} classroomId={classroomId} questions={data.questions} onSaved={saved} />
    </section>
  );
}

const HELP = {
  successRate: { term: 'analysis.columns.successRate', text: 'analysis.help.successRate' },
  facility: { term: 'analysis.columns.facility', text: 'analysis.help.facility' },
  discrimination: { term: 'analysis.columns.discrimination', text: 'analysis.help.discrimination' },
} as const;
