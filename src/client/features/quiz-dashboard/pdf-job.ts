// What the quiz dashboard hands the PDF module: the report's data with the
// pupils in the class register's order, and a header naming the class's
// school and the date, so the printed "School:" and "Date:" are filled in.
import type { QuizReport } from '../../../domain/analysis';
import type { Classroom } from '../../../domain/api/schools';
import type { Language } from '../../../domain/languages';
import { comparePupils } from '../../../domain/pupil-order';
import type { GradedQuiz, GradeView, GradingPupil } from '../grading';
import type { DashboardPdfData, PdfOptions } from '../pdf';

export interface DashboardPdfInput {
  quiz: GradedQuiz;
  report: QuizReport;
  grades: readonly Pick<GradeView, 'pupilId' | 'score' | 'finalMark'>[];
  roster: readonly Pick<GradingPupil, 'id' | 'name'>[];
  /** null when it could not be read: the fields stay blank lines to fill in by hand. */
  classroom: Pick<Classroom, 'name' | 'schoolName'> | null;
  /** The document's language: its words, its date and its alphabetical order. */
  language: Language;
  /** The day printed as the report's date. */
  today: Date;
}

export function dashboardPdfJob(input: DashboardPdfInput): { data: DashboardPdfData; options: PdfOptions } {
  const { quiz, report, grades, roster, classroom, language, today } = input;
  const byPupil = new Map(grades.map((grade) => [grade.pupilId, grade]));
  const pupils = [...roster]
    .sort(comparePupils(language))
    .map((pupil) => ({ name: pupil.name, score: byPupil.get(pupil.id)?.score ?? null, finalMark: byPupil.get(pupil.id)?.finalMark ?? null }));
  const date = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(today);
  return {
    data: { document: quiz, report, pupils },
    options: {
      language,
      header: { schoolName: classroom?.schoolName, classLabel: classroom?.name, date },
    },
  };
}
