import { useT } from '../../core/i18n';

export interface ClassPerformanceTabProps {
  schoolId: string;
  classroomId: string;
}

/** An empty state until the results work fills it. */
export function ClassPerformanceTab(_props: ClassPerformanceTabProps) {
  const t = useT();
  return <p className="text-slate-600 dark:text-slate-300">{t('placeholders.inDevelopment')}</p>;
}
