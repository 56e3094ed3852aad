import { Link } from 'wouter';
import type { QuizAssignment } from '../../../../domain/api/quizzes';
import { useT } from '../../../core/i18n';
import { classroomQuizPath } from '../../../core/paths';

/** The dashboard of the test in a class, on a tab (`compare`: the classes side by side). */
export function quizInClassPath(quizId: string, assignment: QuizAssignment, tab?: 'compare'): string {
  const path = classroomQuizPath(assignment.schoolId, assignment.classroomId, quizId);
  return tab ? `${path}?tab=${tab}` : path;
}

/**
 * The classes the test is given to (among those the reader sees), each a link
 * to the test's dashboard there, and, from two classes on, the comparison of
 * the classes (issue 16: a common test across classes, reached from the test).
 */
export function QuizClasses({ quizId, assignments }: { quizId: string; assignments: readonly QuizAssignment[] }) {
  const t = useT();
  const first = assignments[0];
  return (
    <section aria-labelledby="quiz-classes-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="quiz-classes-heading" className="m-0 text-base font-semibold text-slate-900 dark:text-white">
          {t('quizzes.detail.givenTo')}
        </h2>
        {first && assignments.length > 1 && (
          <Link href={quizInClassPath(quizId, first, 'compare')} className="link">
            {t('quizzes.detail.compare')}
          </Link>
        )}
      </div>
      {first ? (
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
          {assignments.map((assignment) => (
            <li key={assignment.classroomId}>
              <Link href={quizInClassPath(quizId, assignment)} className="link">
                {t('quizzes.detail.openClass', { classroom: assignment.classroomName, school: assignment.schoolName })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">{t('quizzes.detail.notGiven')}</p>
      )}
    </section>
  );
}
