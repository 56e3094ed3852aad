import { useT } from '../../core/i18n';
import type { NameChoice } from './roster-import';

export interface RosterNameColumnProps {
  choices: readonly NameChoice[];
  value: readonly number[];
  onChange: (columns: number[]) => void;
}

const keyOf = (columns: readonly number[]) => columns.join('+');

/**
 * Which column holds the names, when no header says so: the guess is
 * preselected, each option shows its column and a name from it.
 */
export function RosterNameColumn({ choices, value, onChange }: RosterNameColumnProps) {
  const t = useT();
  const label = (choice: NameChoice) => {
    const columns = choice.columns.map((index, at) => choice.headers[at] || t('roster.preview.column', { n: index + 1 })).join(' + ');
    return choice.sample ? t('roster.preview.columnOption', { columns, sample: choice.sample }) : columns;
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="roster-name-column" className="field-label">
        {t('roster.preview.nameColumn')}
      </label>
      <select
        id="roster-name-column"
        className="input"
        aria-describedby="roster-name-column-hint"
        value={keyOf(value)}
        onChange={(event) => {
          const chosen = choices.find((choice) => keyOf(choice.columns) === event.currentTarget.value);
          if (chosen) onChange(chosen.columns);
        }}
      >
        {choices.map((choice) => (
          <option key={keyOf(choice.columns)} value={keyOf(choice.columns)}>
            {label(choice)}
          </option>
        ))}
      </select>
      <p id="roster-name-column-hint" className="field-hint m-0">
        {t('roster.preview.nameColumnHint')}
      </p>
    </div>
  );
}
