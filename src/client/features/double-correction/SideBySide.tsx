import type { ReconciliationView } from '../../../domain/api/double-correction';
import { markOf } from '../../../domain/marks';
import { formatPoints } from '../../../domain/points';
import { comparePupils } from '../../../domain/pupil-order';
import { useLanguage, useT } from '../../core/i18n';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

interface QuestionRow {
  id: string;
  number: number;
  first: number | undefined;
  second: number | undefined;
}

/**
 * For the third evaluator: both corrections of each paper sent to them,
 * question by question, so they see where the first two parted.
 */
export function SideBySide({
  papers,
  questionNumbers,
  names,
}: {
  papers: ReconciliationView['papers'];
  questionNumbers: ReadonlyMap<string, number>;
  names: ReadonlyMap<string, string>;
}) {
  const t = useT();
  const language = useLanguage();
  const points = (value: number | undefined) => (value === undefined ? '—' : formatPoints(value, language));
  const columns: DataTableColumn<QuestionRow>[] = [
    { key: 'number', label: t('doubleCorrection.agreement.question'), align: 'right', width: '5rem' },
    { key: 'first', label: t('doubleCorrection.slot1'), align: 'right', render: (row) => points(row.first) },
    { key: 'second', label: t('doubleCorrection.slot2'), align: 'right', render: (row) => points(row.second) },
  ];
  const questions = [...questionNumbers.entries()].sort((a, b) => a[1] - b[1]);
  // In the order of the grid above them (the class register's of the interface's language), not the server's.
  const named = papers.map((paper) => ({ paper, name: names.get(paper.pupilId) ?? '—' })).sort(comparePupils(language));
  return (
    <div className="flex flex-col gap-4">
      {named.map(({ paper, name }) => (
        <DataTable
          key={paper.pupilId}
          caption={t('doubleCorrection.sideBySide', { pupil: name })}
          columns={columns}
          rows={questions.map(([id, number]) => ({ id, number, first: markOf(paper.first, id), second: markOf(paper.second, id) }))}
          size="compact"
          striped
          pageSize={0}
        />
      ))}
    </div>
  );
}
