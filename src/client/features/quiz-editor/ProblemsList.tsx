import { useT } from '../../core/i18n';
import { focusPath } from './editor-actions';
import { useSession } from './editor-context';
import { type EditorSession, touch } from './editor-session';
import { describePlace } from './problem-places';
import type { Problem } from './quiz-editor.machine';

/** Shows a problem's message at its field and takes the teacher there. */
function goTo(session: EditorSession, path: string): void {
  touch(session, path);
  focusPath(path === 'totalPoints' ? 'totalPoints' : path);
}

/** What keeps the test on this device: each problem says where it is and leads to its field. */
export function ProblemsList({ problems }: { problems: Record<string, Problem> }) {
  const t = useT();
  const session = useSession();
  const draft = session.doc$.peek();
  return (
    <div id="qe-problems" className="max-h-48 overflow-y-auto border-t border-slate-200 pt-2 dark:border-slate-700">
      <p className="m-0 mb-1 text-sm font-semibold text-slate-900 dark:text-white">{t('quizEditor.problems.heading')}</p>
      <ul className="m-0 flex flex-col gap-1 pl-5 text-sm">
        {Object.entries(problems).map(([path, problem]) => (
          <li key={path}>
            <button type="button" className="link border-0 bg-transparent p-0 text-left" onClick={() => goTo(session, path)}>
              {describePlace(path, draft, t)}
            </button>
            {': '}
            <span>{typeof problem === 'string' ? problem : t(problem.key, problem.params)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
