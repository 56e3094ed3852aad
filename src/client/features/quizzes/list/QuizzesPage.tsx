import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from '../../../core/cache';
import { useRegisterCommands } from '../../../core/commands';
import { useT } from '../../../core/i18n';
import { classroomQuizCorrectionPath, paths, quizPath } from '../../../core/paths';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { RadioGroup } from '../../../ui/RadioGroup';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { type QuizListItem, quizListQuery } from '../quizzes.api';
import { QuizActions } from './QuizActions';
import { cloneQuiz, deleteQuizAfterConfirm } from './quiz-row-actions';
import { useDebouncedValue } from './use-debounced-value';
import { useQuizRowCommands } from './use-quiz-row-commands';

type View = 'all' | 'assigned';

/** The schools a quiz is assigned in, each once. */
function schoolsOf(quiz: QuizListItem): string {
  return [...new Set(quiz.assignments.map((a) => a.schoolName))].join(', ');
}

const CORRECTING_KEYS = { 1: 'quizRows.correcting.evaluator1', 2: 'quizRows.correcting.evaluator2', 3: 'quizRows.correcting.evaluator3' } as const;

/**
 * Where the reader is an evaluator of the test's double correction: a link to each class's correction, under the
 * title. A colleague named evaluator finds nothing of it on the class's screens (blind: no results), so the list
 * of tests, where the test is, leads there.
 */
function CorrectionLinks({ quiz }: { quiz: QuizListItem }) {
  const t = useT();
  const corrected = quiz.assignments.flatMap(({ evaluator, ...assignment }) => (evaluator === null ? [] : [{ ...assignment, evaluator }]));
  if (corrected.length === 0) return null;
  // Smaller than the title: the table's own text is already text-sm.
  return (
    <ul className="m-0 mt-1 flex list-none flex-col gap-0.5 p-0 text-xs">
      {corrected.map((assignment) => (
        <li key={assignment.classroomId}>
          <Link href={classroomQuizCorrectionPath(assignment.schoolId, assignment.classroomId, quiz.id)} className="link">
            {t(CORRECTING_KEYS[assignment.evaluator], { classroom: assignment.classroomName })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2 quizzes list: all or assigned, searchable by title, with open, edit, clone and delete. */
export function QuizzesPage() {
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const { data, error, loading, refresh } = useQuery(quizListQuery(term));
  useDocumentTitle(t('quizzes.title'));

  useRegisterCommands([
    {
      id: 'quizList.create',
      labelKey: 'quizzes.create',
      keywords: ['new test', 'new quiz', 'test nou', 'creează', 'nuevo examen', 'crear'],
      shortcut: 'alt+n',
      whileTyping: true,
      group: 'actions',
      run: () => navigate(paths.quizCreate),
    },
    {
      id: 'quizList.search',
      labelKey: 'quizzes.searchCommand',
      keywords: ['find', 'caută', 'buscar'],
      shortcut: '/',
      group: 'actions',
      run: () => searchRef.current?.focus(),
    },
  ]);

  const withBusy = async (quiz: QuizListItem, work: () => Promise<unknown>) => {
    setBusy(quiz.id);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const rows = (data ?? []).filter((quiz) => view === 'all' || quiz.assignments.length > 0);
  const clone = (quiz: QuizListItem) => void withBusy(quiz, () => cloneQuiz(quiz, t));
  const remove = (quiz: QuizListItem) => void withBusy(quiz, () => deleteQuizAfterConfirm(quiz, t));
  const rowChooser = useQuizRowCommands({ rows, busyId: busy, onClone: clone, onDelete: remove });
  const columns: DataTableColumn<QuizListItem>[] = [
    {
      key: 'title',
      label: t('quizzes.columns.title'),
      sortable: true,
      render: (quiz) => (
        <>
          <Link href={quizPath(quiz.id)} className="link">
            {quiz.title}
          </Link>
          <CorrectionLinks quiz={quiz} />
        </>
      ),
    },
    { key: 'classLabel', label: t('quizzes.columns.class'), sortable: true },
    { key: 'school', label: t('quizzes.columns.school'), sortable: true, value: schoolsOf },
    {
      key: 'actions',
      label: t('quizzes.columns.actions'),
      align: 'right',
      render: (quiz) => <QuizActions quiz={quiz} busy={busy === quiz.id} onClone={clone} onDelete={remove} />,
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="page-title m-0">{t('quizzes.title')}</h1>
        <Link href={paths.quizCreate} className="btn-primary" aria-keyshortcuts="Alt+N">
          {t('quizzes.create')}
        </Link>
      </header>
      <Card padding="sm">
        <div className="mb-4 flex flex-wrap items-end gap-4">
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
            <label htmlFor={`${id}-search`} className="field-label">
              {t('quizzes.search')}
            </label>
            <input
              ref={searchRef}
              id={`${id}-search`}
              type="search"
              className="input"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              autoComplete="off"
            />
          </div>
          <RadioGroup
            legend={t('quizzes.view.legend')}
            name={`${id}-view`}
            value={view}
            onChange={setView}
            options={[
              { value: 'all', label: t('quizzes.view.all') },
              { value: 'assigned', label: t('quizzes.view.assigned') },
            ]}
          />
        </div>
        {error ? (
          <Alert tone="error">
            {t('quizzes.loadFailed')}{' '}
            <button type="button" className="link border-0 bg-transparent p-0" onClick={() => void refresh()}>
              {t('quizzes.retry')}
            </button>
          </Alert>
        ) : (
          <DataTable
            caption={t(view === 'all' ? 'quizzes.view.all' : 'quizzes.view.assigned')}
            captionHidden
            columns={columns}
            rows={rows}
            loading={loading && !data}
            hoverable
            emptyTitle={t(term ? 'quizzes.empty.searchTitle' : view === 'assigned' ? 'quizzes.empty.assignedTitle' : 'quizzes.empty.title')}
            emptyDescription={t(
              term ? 'quizzes.empty.searchDescription' : view === 'assigned' ? 'quizzes.empty.assignedDescription' : 'quizzes.empty.description',
            )}
          />
        )}
      </Card>
      {rowChooser}
    </div>
  );
}
