import { formatPoints } from '../../../../domain/points';
import { useLanguage, useT } from '../../../core/i18n';
import type { QuizView } from '../../quizzes';

/** Class, points, time and when it last changed, as a description list. */
export function QuizFacts({ quiz }: { quiz: QuizView }) {
  const t = useT();
  const language = useLanguage();
  const questions = quiz.sections.reduce((n, s) => n + s.questions.length, 0);
  const updated = new Date(quiz.updatedAt);
  const facts: [string, string][] = [
    [t('quizzes.detail.class'), quiz.classLabel],
    [
      t('quizzes.detail.points'),
      t('quizzes.detail.pointsValue', { total: formatPoints(quiz.totalPoints, language), base: formatPoints(quiz.basePoints, language) }),
    ],
    [t('quizzes.detail.time'), t('quizzes.detail.minutes', { minutes: quiz.timeLimit })],
    [t('quizzes.detail.questions'), String(questions)],
    [t('quizzes.detail.updated'), Number.isNaN(updated.getTime()) ? '' : updated.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  return (
    <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="m-0 font-medium text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
