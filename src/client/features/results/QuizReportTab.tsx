import { useT } from '../../core/i18n';

export interface QuizReportTabProps {
  schoolId: string;
  classroomId: string;
  quizId: string;
}

/** An empty state until the results work fills it. */
export function QuizReportTab(_props: QuizReportTabProps) {
  const t = useT();
  return <p className="text-slate-600 dark:text-slate-300">{t('placeholders.inDevelopment')}</p>;
}
