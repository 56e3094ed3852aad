import type { CSSProperties } from 'react';
import type { LineStyle } from '../../pdf';

/** One written line on paper, in the preview. */
const LINE_REM = 1.75;

const STYLES: Record<LineStyle, CSSProperties> = {
  ruled: {
    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent calc(${LINE_REM}rem - 1px), #94a3b8 calc(${LINE_REM}rem - 1px), #94a3b8 ${LINE_REM}rem)`,
  },
  grid: {
    backgroundImage: 'linear-gradient(to right, #cbd5e1 1px, transparent 1px), linear-gradient(to bottom, #cbd5e1 1px, transparent 1px)',
    backgroundSize: `${LINE_REM / 2}rem ${LINE_REM / 2}rem`,
  },
};

/** The space a pupil writes in: ruled lines or squared paper, as the line-grid toggle says (and the PDF prints). */
export function AnswerSpace({ lines, lineStyle }: { lines: number; lineStyle: LineStyle }) {
  const count = Math.max(1, Math.min(20, Math.round(lines) || 1));
  return (
    <div
      aria-hidden="true"
      data-line-style={lineStyle}
      className="mt-2 w-full border border-transparent"
      // The lines start at the border's edge: from the padding box (the default), the transparent border's 2px pushed
      // the last line out of the box, and 5 answer lines showed as 4 (the PDF prints 5).
      style={{ height: `${count * LINE_REM}rem`, backgroundOrigin: 'border-box', ...STYLES[lineStyle] }}
    />
  );
}
