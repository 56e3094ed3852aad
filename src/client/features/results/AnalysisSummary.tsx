import { useT } from '../../core/i18n';
import { type ConsistencyLevel, consistencyLevel } from './analysis-hints';
import { useFormatters } from './format';
import type { QuestionAnalysisResult } from './results.types';
import { StatTile } from './StatTile';

const LEVEL_KEY: Record<ConsistencyLevel, string> = {
  good: 'analysis.consistency.good',
  acceptable: 'analysis.consistency.acceptable',
  low: 'analysis.consistency.low',
};

/** The test as a whole: pupils graded, and Cronbach's alpha with the pupils it was computed over. */
export function AnalysisSummary({ analysis }: { analysis: QuestionAnalysisResult }) {
  const t = useT();
  const format = useFormatters();
  const level = consistencyLevel(analysis.consistency);
  // Alpha needs every question's mark per pupil: a question graded only as a total (or counted by hand) has
  // none, and the teacher is told which, not only that two pupils with every mark are needed.
  const unmarked = analysis.gradedPupils > 1 ? analysis.questions.find((question) => question.source !== 'marks') : undefined;
  const unreliable = analysis.reliable ? null : (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {t('analysis.unreliable.badge')}
    </span>
  );
  return (
    <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-2">
      <StatTile label={t('analysis.gradedPupils')} value={format.number(analysis.gradedPupils)} />
      <StatTile
        label={t('analysis.consistency.label')}
        value={
          <>
            {format.statistic(analysis.consistency)}
            {unreliable}
          </>
        }
        detail={
          analysis.consistency === null
            ? unmarked
              ? t(unmarked.source === 'unmarked' ? 'analysis.consistency.notMarkedYet' : 'analysis.consistency.noItemMarks', { number: unmarked.number })
              : t('analysis.consistency.none')
            : `${level ? t(LEVEL_KEY[level]) : ''} ${t('analysis.consistency.pupils', { count: analysis.consistencyPupils })}`.trim()
        }
      />
    </dl>
  );
}
