import { GRADE_BANDS } from '../../../domain/grading';
import { useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { type Band, type ClassFigures, type ComparedClass, type ComparedQuestion, facilityLevel, type QuizComparison, useFormatters } from '../results';

const BANDS: readonly Band[] = GRADE_BANDS.map((b) => b.band);
const BAND_COLOR: Record<Band, string> = { A: 'bg-green-700', B: 'bg-lime-600', C: 'bg-yellow-500', D: 'bg-orange-500', F: 'bg-red-700' };

/** A class's row, or the row of every class together (no id). */
type ClassRow = ClassFigures & Pick<ComparedClass, 'name' | 'pupils'> & Partial<Pick<ComparedClass, 'classroomId' | 'schoolName'>> & { key: string };

/** The band counts as one bar: what the column of numbers beside it says, seen at a glance. */
function BandBar({ figures }: { figures: ClassFigures }) {
  if (figures.graded === 0) return null;
  return (
    <span aria-hidden="true" className="flex h-3 w-28 overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
      {BANDS.map((band) =>
        figures.bands[band] > 0 ? <span key={band} className={BAND_COLOR[band]} style={{ width: `${(100 * figures.bands[band]) / figures.graded}%` }} /> : null,
      )}
    </span>
  );
}

export interface ClassesTableProps {
  comparison: QuizComparison;
  /** The class whose dashboard this is: its row is marked. */
  currentClassroomId: string;
}

/** Per class: roster, graded, average mark and points, pupils per band, and the small-class flag; then all classes together. */
export function ClassesTable({ comparison, currentClassroomId }: ClassesTableProps) {
  const t = useT();
  const format = useFormatters();
  const severalSchools = new Set(comparison.classes.map((c) => c.schoolId)).size > 1;
  const rows: ClassRow[] = [
    ...comparison.classes.map((c) => ({ ...c, key: c.classroomId })),
    { ...comparison.all, key: 'all', name: t('comparison.allClasses') },
  ];
  const columns: DataTableColumn<ClassRow>[] = [
    {
      key: 'name',
      label: t('comparison.columns.classroom'),
      render: (row) => (
        <span className="flex flex-col">
          <span className={row.classroomId === currentClassroomId || !row.classroomId ? 'font-semibold' : ''}>
            {row.name}
            {row.classroomId === currentClassroomId && <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{t('comparison.thisClass')}</span>}
          </span>
          {severalSchools && row.schoolName && <span className="text-xs text-slate-600 dark:text-slate-400">{row.schoolName}</span>}
        </span>
      ),
    },
    { key: 'pupils', label: t('comparison.columns.pupils'), align: 'right', render: (row) => format.number(row.pupils) },
    {
      key: 'graded',
      label: t('comparison.columns.graded'),
      align: 'right',
      render: (row) => (
        <span className="flex flex-col items-end">
          <span className="tabular-nums">{format.number(row.graded)}</span>
          {!row.reliable && row.graded > 0 && <span className="text-xs text-amber-800 dark:text-amber-300">{t('comparison.smallClass')}</span>}
        </span>
      ),
    },
    { key: 'averageMark', label: t('comparison.columns.averageMark'), align: 'right', render: (row) => format.number(row.averageMark) },
    { key: 'averagePoints', label: t('comparison.columns.averagePoints'), align: 'right', render: (row) => format.number(row.averagePoints) },
    ...BANDS.map(
      (band): DataTableColumn<ClassRow> => ({
        key: `band-${band}`,
        label: band,
        align: 'right',
        value: (row) => row.bands[band],
        render: (row) => format.number(row.bands[band]),
      }),
    ),
    { key: 'distribution', label: t('comparison.columns.distribution'), render: (row) => <BandBar figures={row} /> },
  ];
  return <DataTable caption={t('comparison.classesCaption')} columns={columns} rows={rows} rowKey="key" size="compact" striped pageSize={0} />;
}

type QuestionRow = ComparedQuestion & { facility: (number | null)[]; all: number | null };

const LEVEL_CLASS = { hard: 'text-red-800 dark:text-red-300 font-semibold', moderate: '', easy: 'text-green-800 dark:text-green-300' } as const;

/** Per question, each class's facility side by side, all classes together, and the gap between the best and the worst class. */
export function FacilityTable({ comparison }: { comparison: QuizComparison }) {
  const t = useT();
  const format = useFormatters();
  const rows: QuestionRow[] = comparison.questions.map((q, index) => ({
    ...q,
    facility: comparison.classes.map((c) => c.facility[index] ?? null),
    all: comparison.all.facility[index] ?? null,
  }));
  const rate = (value: number | null) => {
    const level = facilityLevel(value);
    return <span className={`tabular-nums ${level ? LEVEL_CLASS[level] : ''}`}>{format.rate(value)}</span>;
  };
  const columns: DataTableColumn<QuestionRow>[] = [
    { key: 'number', label: t('comparison.columns.number'), sortable: true, align: 'right', width: '3.5rem' },
    { key: 'text', label: t('comparison.columns.question'), render: (row) => <span className="line-clamp-2 min-w-40">{row.text}</span> },
    { key: 'points', label: t('comparison.columns.points'), align: 'right', render: (row) => format.number(row.points) },
    ...comparison.classes.map(
      (c, index): DataTableColumn<QuestionRow> => ({
        key: `class-${c.classroomId}`,
        label: c.name,
        sortable: true,
        align: 'right',
        value: (row) => row.facility[index],
        render: (row) => rate(row.facility[index] ?? null),
      }),
    ),
    { key: 'all', label: t('comparison.allClasses'), sortable: true, align: 'right', render: (row) => rate(row.all) },
    { key: 'spread', label: t('comparison.columns.spread'), sortable: true, align: 'right', render: (row) => format.rate(row.spread) },
  ];
  return (
    <DataTable
      caption={t('comparison.facilityCaption')}
      columns={columns}
      rows={rows}
      rowKey="questionId"
      size="compact"
      striped
      pageSize={0}
      emptyTitle={t('comparison.noQuestions')}
    />
  );
}
