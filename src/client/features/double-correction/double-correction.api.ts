// Double correction's calls (issue 17), and the grade source an evaluator's
// grid reads and saves through: their own marks only, never the other's.
import {
  type CorrectionView,
  type DoubleCorrectionInput,
  type DoubleCorrectionView,
  doubleCorrectionPaths,
  type ReconciliationView,
} from '../../../domain/api/double-correction';
import { api, asList } from '../../core/http';
import { type GradeSource, type GradeView, gradingApi, outcomeOfError } from '../grading';

const paths = doubleCorrectionPaths;

export const doubleCorrectionApi = {
  view: (quizId: string, classroomId: string) => api.get<DoubleCorrectionView>(paths.of(quizId, classroomId)),
  setUp: (quizId: string, classroomId: string, input: DoubleCorrectionInput) => api.put<DoubleCorrectionView>(paths.of(quizId, classroomId), input),
  submit: (quizId: string, classroomId: string) => api.post<DoubleCorrectionView>(paths.submission(quizId, classroomId), {}),
  withdraw: (quizId: string, classroomId: string) => api.del<DoubleCorrectionView>(paths.submission(quizId, classroomId)),
  reconciliation: (quizId: string, classroomId: string) => api.get<ReconciliationView>(paths.reconciliation(quizId, classroomId)),
};

/** A correction row as the grid's grade row: no comment, nobody else's name, the mark of its own points. */
const asGrade = (row: CorrectionView): GradeView => ({ ...row, comments: '', gradedBy: null, finalMark: null });

async function ownMarks(quizId: string, classroomId: string): Promise<GradeView[]> {
  const body = await api.get<{ grades?: unknown }>(paths.marks(quizId, classroomId));
  return asList<CorrectionView>(body?.grades).map(asGrade);
}

/** How many papers the evaluator has marked, as the server has them (the submit's confirmation says it). */
export async function markedPaperCount(quizId: string, classroomId: string): Promise<number> {
  return (await ownMarks(quizId, classroomId)).filter((grade) => grade.score !== null).length;
}

/**
 * The evaluator's own correction as a grade grid's source: the class's roster
 * (the third evaluator's: the papers sent to them), their marks, their saves.
 */
export function correctionSource(
  quizId: string,
  classroomId: string,
  slot: 1 | 2 | 3,
  forPupils?: ReadonlySet<string>,
  /** A save landed (the third evaluator's: the reconciliation's final marks changed). */
  onSaved: () => void = () => {},
): GradeSource {
  return {
    scope: `correction${slot}`,
    withComments: false,
    async load() {
      const [quiz, pupils, grades] = await Promise.all([gradingApi.quiz(quizId), gradingApi.pupils(classroomId), ownMarks(quizId, classroomId)]);
      return { quiz, pupils: forPupils ? pupils.filter((pupil) => forPupils.has(pupil.id)) : pupils, grades, rosterFailed: false };
    },
    grades: () => ownMarks(quizId, classroomId),
    async save(batch) {
      // Comments are the class's, not a correction's: the grid hides the column, and nothing of it is sent.
      const rows = batch.rows.map(({ comments: _comments, commentsBase: _commentsBase, ...row }) => row);
      try {
        const body = await api.post<{ grades?: unknown }>(paths.marks(quizId, classroomId), { grades: rows });
        return { type: 'saved', rows: asList<CorrectionView>(body?.grades).map(asGrade) };
      } catch (error) {
        const outcome = outcomeOfError(error);
        if (outcome?.type === 'conflict') {
          // The server's rows are corrections: as grade rows, like every other answer here.
          const saved = outcome.saved.map((row) => asGrade(row));
          return { ...outcome, saved, conflicts: outcome.conflicts.map(({ pupilId, current }) => ({ pupilId, current: current && asGrade(current) })) };
        }
        if (outcome) return outcome;
        throw error;
      }
    },
    async deleteAll() {
      const grades = await ownMarks(quizId, classroomId);
      if (grades.length === 0) return;
      await api.post(paths.marks(quizId, classroomId), {
        grades: grades.map((grade) => ({ pupilId: grade.pupilId, questionScores: {}, score: null, version: grade.version })),
      });
    },
    saved: onSaved,
  };
}
