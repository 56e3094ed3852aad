// Where the grid opens: at the first question left without a mark, reading
// the rows in order, so a teacher who stopped halfway through a pile of
// papers (or through a question, grading one question for the whole class)
// types on from there instead of scrolling for it. A pupil graded with a
// total only counts as marked.
import type { CellPosition } from '../../../../domain/grid/navigation';
import { questionMark, questionsOf } from '../../../../domain/marks';
import type { Question, QuizDocument } from '../../../../domain/quiz/types';
import type { GradingPupil } from '../grading.types';
import type { GradeBook } from './grade-book';
import type { GridColumn } from './grid-columns';

export interface ResumeContext {
  book: GradeBook;
  document: Pick<QuizDocument, 'sections'>;
  pupils: readonly GradingPupil[];
  columns: readonly GridColumn[];
  readOnly?: boolean;
}

/** The first question's cell of the first pupil when every paper is marked, or when the marks may only be read. */
export const FIRST_CELL: CellPosition = { row: 0, col: 1 };

export function resumeCell({ book, document, pupils, columns, readOnly }: ResumeContext): CellPosition {
  if (readOnly) return FIRST_CELL;
  const byId = new Map<string, Question>(questionsOf(document).map((question) => [question.id, question]));
  const markColumns: { col: number; question: Question }[] = [];
  columns.forEach((column, col) => {
    const question = column.kind === 'mark' ? byId.get(column.questionId) : undefined;
    if (question) markColumns.push({ col, question });
  });
  for (let row = 0; row < pupils.length; row += 1) {
    const local = book.row(pupils[row]!.id);
    const marked = Object.keys(local.marks).length > 0;
    if (!marked && local.score !== null) continue;
    const empty = markColumns.find(({ question }) => questionMark(question, local.marks) === undefined);
    if (empty) return { row, col: empty.col };
  }
  return FIRST_CELL;
}
