export interface BarRow {
  key: string;
  /** The row's name (a band, a mark, a question). */
  label: string;
  value: number;
  /** The value as shown (a count, a percentage). */
  display: string;
}

export interface BarListProps {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly BarRow[];
  /** The value of a full bar; the largest value by default. */
  max?: number;
}

/**
 * A horizontal bar chart that is a table: every bar's number is written
 * beside it, so the chart reads the same to a screen reader (row, header,
 * number) as to the eye, and nothing is lost at 360 px.
 */
export function BarList({ caption, labelHeader, valueHeader, rows, max }: BarListProps) {
  const top = max ?? Math.max(0, ...rows.map((row) => row.value));
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900 dark:text-white">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const share = top > 0 ? Math.min(100, Math.max(0, (100 * row.value) / top)) : 0;
          return (
            <tr key={row.key}>
              <th scope="row" className="w-px whitespace-nowrap py-1 pr-3 text-left font-medium text-slate-700 dark:text-slate-200">
                {row.label}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div aria-hidden="true" className="h-4 min-w-0 flex-1 rounded-sm bg-slate-100 dark:bg-slate-800">
                    <div className="h-full rounded-sm bg-primary-600 dark:bg-primary-400" style={{ width: `${share}%` }} />
                  </div>
                  <span className="w-12 shrink-0 text-right tabular-nums text-slate-900 dark:text-slate-100">{row.display}</span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
