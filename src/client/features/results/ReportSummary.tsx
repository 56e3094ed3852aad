import { useT } from '../../core/i18n';
import { useFormatters } from './format';
import type { QuizReport } from './results.types';
import { StatTile } from './StatTile';

/** The headline figures: class average in points and as a Romanian mark, pupils graded, questions. */
export function ReportSummary({ report }: { report: QuizReport }) {
  const t = useT();
  const format = useFormatters();
  return (
    <dl className="m-0 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label={t('report.averageMark')} value={format.number(report.averageMark)} />
      <StatTile
        label={t('report.averagePoints')}
        value={format.number(report.averagePoints)}
        detail={report.averagePoints === null ? t('report.noGrades') : t('report.pointsUnit')}
      />
      <StatTile label={t('report.totalGraded')} value={format.number(report.totalGraded)} />
      <StatTile label={t('report.totalQuestions')} value={format.number(report.totalQuestions)} />
    </dl>
  );
}
