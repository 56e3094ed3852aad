import { useT } from '../../core/i18n';

export interface QuestionAnalysisTabProps {
  schoolId: string;
  classroomId: string;
  quizId: string;
}

/** An empty state until the results work fills it. */
export function QuestionAnalysisTab(_props: QuestionAnalysisTabProps) {
  const t = useT();
  return <p className="text-slate-600 dark:text-slate-300">{t('placeholders.inDevelopment')}</p>;
}
