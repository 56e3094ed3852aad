import { useT } from '../../core/i18n';

export interface ClassroomQuizzesTabProps {
  schoolId: string;
  classroomId: string;
}

/** The classroom's Quizzes tab; the assign-and-grade work replaces this empty state. */
export function ClassroomQuizzesTab(_props: ClassroomQuizzesTabProps) {
  const t = useT();
  return <p className="text-slate-600 dark:text-slate-300">{t('placeholders.inDevelopment')}</p>;
}
