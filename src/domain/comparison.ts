// A common test across classes (issue 16): the same test given to several
// classes of a school (a "teză" set by the subject's department), its figures
// side by side. Each class's figures are the quiz report's (domain/analysis),
// so a class reads the same average, bands and facility here as on its own
// report; the whole cohort is one more report over every class's marks.
import { type GradeInput, MIN_RELIABLE_PUPILS, quizReport } from './analysis';
import type { Band } from './grading';
import type { QuizDocument } from './quiz/types';
import { round } from './statistics';

export interface ComparedQuestion {
  questionId: string;
  /** 1-based position in the whole test. */
  number: number;
  text: string;
  points: number;
  /** Highest class facility minus the lowest, over classes with marks on it; null below two such classes. */
  spread: number | null;
}

export interface ClassFigures {
  /** Pupils with a total. */
  graded: number;
  averagePoints: number | null;
  averageMark: number | null;
  bands: Record<Band, number>;
  /** Below MIN_RELIABLE_PUPILS graded pupils: the figures are flagged, not hidden. */
  reliable: boolean;
  /** Mean mark over points (0-1) per question, in the order of `questions`; null without marks on it. */
  facility: (number | null)[];
}

export interface ComparedClass extends ClassFigures {
  classroomId: string;
  name: string;
  schoolId: string;
  schoolName: string;
  /** Pupils on the roster. */
  pupils: number;
}

export interface QuizComparison {
  quizId: string;
  title: string;
  questions: ComparedQuestion[];
  /** In the order given (by school, then class name). */
  classes: ComparedClass[];
  /** Every class's marks together, and their rosters' size. */
  all: ClassFigures & { pupils: number };
}

export interface ClassMarks {
  classroomId: string;
  name: string;
  schoolId: string;
  schoolName: string;
  pupils: number;
  grades: readonly GradeInput[];
}

function figuresOf(document: QuizDocument, grades: readonly GradeInput[]): ClassFigures {
  const report = quizReport(document, grades);
  return {
    graded: report.totalGraded,
    averagePoints: report.averagePoints,
    averageMark: report.averageMark,
    bands: report.bands,
    reliable: report.totalGraded >= MIN_RELIABLE_PUPILS,
    facility: report.analysis.questions.map((q) => (q.source === 'marks' ? q.facility : null)),
  };
}

export function compareClasses(quiz: { id: string; title: string; document: QuizDocument }, classes: readonly ClassMarks[]): QuizComparison {
  const { document } = quiz;
  const compared = classes.map(({ grades, ...identity }) => ({ ...identity, ...figuresOf(document, grades) }));
  const all = {
    ...figuresOf(
      document,
      classes.flatMap((c) => c.grades),
    ),
    pupils: classes.reduce((sum, c) => sum + c.pupils, 0),
  };
  const questions = document.sections
    .flatMap((section) => section.questions)
    .map((question, index): ComparedQuestion => {
      const rates = compared.map((c) => c.facility[index]).filter((f): f is number => f !== null && f !== undefined);
      return {
        questionId: question.id,
        number: index + 1,
        text: question.text,
        points: question.points,
        spread: rates.length < 2 ? null : round(Math.max(...rates) - Math.min(...rates), 4),
      };
    });
  return { quizId: quiz.id, title: quiz.title, questions, classes: compared, all };
}
