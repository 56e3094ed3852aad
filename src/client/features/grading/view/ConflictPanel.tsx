import { useSelector } from '@legendapp/state/react';
import { useMemo } from 'react';
import { formatPoints } from '../../../../domain/points';
import { useLanguage, useT } from '../../../core/i18n';
import { COMMENTS_KEY, cellOf, differingKeys, SCORE_KEY, toLocalRow } from '../model/grade-rows';
import { buildColumns } from '../model/grid-columns';
import type { GradingSession } from '../sync/grading-session';

interface ConflictView {
  pupilId: string;
  name: string;
  cells: { key: string; mine: string; theirs: string }[];
}

/**
 * Rows someone else saved meanwhile (a 409): for each cell that differs,
 * this computer's value and the other one; the teacher keeps theirs
 * (sent again over the server's version) or takes the server's.
 */
export function ConflictPanel({ session }: { session: GradingSession }) {
  const t = useT();
  const language = useLanguage();
  const { book, data } = session;
  // In the grid's order: the questions, the total, the comments.
  const labels = useMemo(() => {
    const all = buildColumns(data.quiz, data.quiz.totalPoints, new Set(data.quiz.sections.flatMap((s) => s.questions.map((q) => q.id))));
    const map = new Map<string, string>();
    for (const column of all)
      if (column.key) map.set(column.key, t(column.kind === 'rule' ? 'grading.conflict.rule' : 'grading.conflict.question', { n: column.label }));
    map.set(SCORE_KEY, t('grading.columns.total'));
    map.set(COMMENTS_KEY, t('grading.columns.comments'));
    return map;
  }, [data.quiz, t]);
  const order = useMemo(() => new Map([...labels.keys()].map((key, index) => [key, index])), [labels]);
  const rank = (key: string) => order.get(key) ?? order.size;
  const show = (value: number | string | null) =>
    value === null || value === '' ? t('grading.conflict.empty') : typeof value === 'number' ? formatPoints(value, language) : value;

  const conflicts = useSelector<ConflictView[]>(() => {
    const entries = book.conflicts$.get() ?? {};
    return Object.entries(entries).map(([pupilId, entry]) => {
      const mine = book.rowOf$(pupilId).get() ?? toLocalRow(null);
      const theirs = toLocalRow(entry.current);
      const name = data.pupils.find((pupil) => pupil.id === pupilId)?.name ?? pupilId;
      // Only the cells both sides changed: a cell only the other side changed is taken either way ("yours: empty"
      // beside three marks never typed here read as if Keep mine would clear them).
      const clashes = book.clashesOf(pupilId);
      const keys = (clashes.length > 0 ? clashes : differingKeys(mine, theirs)).sort((a, b) => rank(a) - rank(b));
      return { pupilId, name, cells: keys.map((key) => ({ key, mine: show(cellOf(mine, key)), theirs: show(cellOf(theirs, key)) })) };
    });
  });
  if (conflicts.length === 0) return null;
  // The buttons pressed go with what they settled: the keyboard goes to the next row's choice, or back to the grid.
  const settled = (index: number) => {
    const next = conflicts.length > 1 ? (conflicts[index + 1] ?? conflicts[index - 1]) : undefined;
    const button = next && document.querySelector<HTMLElement>(`[data-conflict="${CSS.escape(next.pupilId)}"]`);
    if (button) button.focus();
    else session.controller.focusCursor();
  };
  const resolve = (index: number, choice: 'mine' | 'theirs') => {
    book.resolveConflict(conflicts[index]!.pupilId, choice);
    settled(index);
  };
  const resolveAll = (choice: 'mine' | 'theirs') => {
    for (const conflict of conflicts) book.resolveConflict(conflict.pupilId, choice);
    session.controller.focusCursor();
  };

  return (
    <section
      aria-labelledby="grading-conflicts-title"
      className="rounded-xl border border-violet-300 bg-violet-50 p-4 text-sm text-violet-950 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100"
    >
      <h2 id="grading-conflicts-title" className="font-semibold">
        {t('grading.conflict.title', { n: conflicts.length })}
      </h2>
      <p className="mt-1">{t('grading.conflict.intro')}</p>
      {conflicts.length > 1 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => resolveAll('mine')}>
            {t('grading.conflict.keepAllMine')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => resolveAll('theirs')}>
            {t('grading.conflict.takeAllTheirs')}
          </button>
        </div>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {conflicts.map((conflict, index) => (
          <li key={conflict.pupilId} className="rounded-lg bg-white p-3 dark:bg-slate-900">
            <p className="font-medium">{conflict.name}</p>
            <ul className="mt-1 list-disc pl-5">
              {conflict.cells.map((cell) => (
                <li key={cell.key}>{t('grading.conflict.cell', { what: labels.get(cell.key) ?? cell.key, mine: cell.mine, theirs: cell.theirs })}</li>
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                data-conflict={conflict.pupilId}
                onClick={() => resolve(index, 'mine')}
                aria-label={t('grading.conflict.keepMineFor', { pupil: conflict.name })}
              >
                {t('grading.conflict.keepMine')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => resolve(index, 'theirs')}
                aria-label={t('grading.conflict.takeTheirsFor', { pupil: conflict.name })}
              >
                {t('grading.conflict.takeTheirs')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
