// The reconciliation of a double correction (issue 17): once evaluators 1
// and 2 have both submitted, each paper is settled by the rule (its final
// mark goes to `grade`, where every report reads it) or sent to the third
// evaluator, whose marks then become the paper's grade as they are entered.

import type { QuizReport } from '../../domain/analysis';
import type { ReconciliationRow, ReconciliationView } from '../../domain/api/double-correction';
import { marksFromStored, marksToStored } from '../../domain/api/grades';
import { agreementByQuestion, type FinalMarkRule, meanMarks, type PaperMarks, type SettlementRule, settle } from '../../domain/double-correction';
import { type MarkScale, romanianMark } from '../../domain/grading';
import type { Language } from '../../domain/languages';
import { questionNumbers, questionsOf } from '../../domain/marks';
import { fromHundredths, toHundredths } from '../../domain/points';
import { inPupilOrder } from '../../domain/pupil-order';
import { totalPoints } from '../../domain/quiz/schema';
import type { QuizDocument } from '../../domain/quiz/types';
import type { Db } from '../db/index';
import { statement } from '../db/statement';
import { type CorrectionAccess, correctionsOf, recordStep } from './double-correction.repo';
import { resultClassroomIdsOf } from './tenancy';

interface Paper {
  pupilId: string;
  marks: Partial<Record<1 | 2 | 3, PaperMarks>>;
}

/** The test's scale in points, and its question ids in order. */
function quizFacts(document: QuizDocument): { scale: MarkScale; questionIds: string[] } {
  return { scale: { totalPoints: totalPoints(document), basePoints: document.basePoints }, questionIds: questionsOf(document).map((question) => question.id) };
}

/** The test as its author last saved it: one read of the quiz. */
async function documentOf(db: Db, quizId: string): Promise<QuizDocument> {
  const quiz = await db.selectFrom('quiz').select('document').where('id', '=', quizId).executeTakeFirstOrThrow();
  return quiz.document as QuizDocument;
}

/** A test and class whose double-correction set-up is known. */
type Settled = Pick<CorrectionAccess, 'quizId' | 'classroomId' | 'setting'>;

/**
 * Every pupil of the class with what each evaluator gave, in the class
 * register's order of `language` (domain/pupil-order.ts: not SQL's ORDER BY
 * name, which put Popa before Pîrvu and Ș after Z); namesakes in the order
 * they were added.
 */
async function papersOf(db: Db, access: Settled, language: Language): Promise<Paper[]> {
  const [roster, corrections] = await Promise.all([
    db.selectFrom('pupil').select(['id', 'name']).where('classroom_id', '=', access.classroomId).orderBy('created_at').orderBy('id').execute(),
    correctionsOf(db, access.quizId, access.classroomId, [1, 2, 3]),
  ]);
  return papersFrom(inPupilOrder(roster, language), corrections);
}

/**
 * A paper per pupil of the roster, in its order, with each evaluator's marks. A correction of a pupil not in the
 * roster is left out: the two are read side by side, and a pupil deleted between the two reads (on PostgreSQL) took
 * the roster's row but not yet the correction's (it threw, a 500).
 */
export function papersFrom(pupils: readonly { id: string }[], corrections: Awaited<ReturnType<typeof correctionsOf>>): Paper[] {
  const papers = new Map<string, Paper>(pupils.map((pupil) => [pupil.id, { pupilId: pupil.id, marks: {} }]));
  for (const row of corrections) {
    const paper = papers.get(row.pupil_id);
    if (paper) paper.marks[row.evaluator] = marksFromStored(row.score, row.question_scores);
  }
  return [...papers.values()];
}

export function ruleOf(access: Settled): SettlementRule {
  const setting = access.setting!;
  return { threshold: fromHundredths(setting.threshold), finalMark: setting.final_mark as FinalMarkRule };
}

const markOf = (marks: PaperMarks | undefined, scale: MarkScale) => (marks && marks.score !== null ? romanianMark(marks.score, scale) : null);

function rowOf(paper: Paper, scale: MarkScale, rule: SettlementRule): ReconciliationRow {
  const first = markOf(paper.marks[1], scale);
  const second = markOf(paper.marks[2], scale);
  const third = markOf(paper.marks[3], scale);
  const outcome = settle(first, second, rule);
  // The outcome spread last: properties written after a leading spread take V8's slow path (analysis.ts).
  return { pupilId: paper.pupilId, first, second, third, ...outcomeOf(outcome, third) };
}

function outcomeOf(outcome: ReturnType<typeof settle>, third: number | null): Pick<ReconciliationRow, 'difference' | 'outcome' | 'final'> {
  if (outcome.kind === 'settled') return { difference: outcome.difference, outcome: 'settled', final: outcome.mark };
  if (outcome.kind === 'third') return { difference: outcome.difference, outcome: 'third', final: third };
  return { difference: null, outcome: 'noMark', final: null };
}

/**
 * Both corrections and their outcome, pupil by pupil in the register's order
 * of `language` (the reader's; English where no one reads the order); for the
 * third evaluator the two corrections of each paper sent to them; and the
 * agreement of the first two, question by question.
 */
export async function reconciliationOf(db: Db, access: Settled, options: { document?: QuizDocument; language?: Language } = {}): Promise<ReconciliationView> {
  // A caller that holds the test (the report) passes it: the quiz is not read again.
  const [papers, quiz] = await Promise.all([papersOf(db, access, options.language ?? 'en'), options.document ?? documentOf(db, access.quizId)]);
  const { scale, questionIds } = quizFacts(quiz);
  const rule = ruleOf(access);
  const rows = papers.map((paper) => rowOf(paper, scale, rule));
  const empty = { questionScores: {} };
  const pairs = papers.map((paper) => ({ first: paper.marks[1]?.questionScores ?? null, second: paper.marks[2]?.questionScores ?? null }));
  return {
    rows,
    agreement: agreementByQuestion(questionIds, pairs),
    toThird: rows.filter((row) => row.outcome === 'third').length,
    papers: papers
      .filter((_, index) => rows[index]!.outcome === 'third')
      .map((paper) => ({
        pupilId: paper.pupilId,
        first: (paper.marks[1] ?? empty).questionScores,
        second: (paper.marks[2] ?? empty).questionScores,
      })),
  };
}

/** A class's double correction of the quiz, when the user may read the quiz's results there. */
const readableCorrection = statement((db, userId: string, quizId: string, classroomId: string) =>
  db
    .selectFrom('double_correction')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('classroom_id', '=', classroomId)
    .where('classroom_id', 'in', resultClassroomIdsOf(db, userId, quizId)),
);

/**
 * The agreement of a class's reconciled double correction, for its report
 * (issue 17); undefined when the class has none, it is not reconciled, or the
 * reader does not read the class's results (the report's rule, tenancy.ts).
 */
export async function agreementOfClass(db: Db, userId: string, quizId: string, classroomId: string, document: QuizDocument): Promise<QuizReport['agreement']> {
  const [setting] = await readableCorrection(db, userId, quizId, classroomId);
  if (!setting?.reconciled_at) return undefined;
  const { agreement, toThird } = await reconciliationOf(db, { quizId, classroomId, setting }, { document });
  const numbers = questionNumbers(document);
  return { questions: agreement.map((question) => ({ number: numbers.get(question.questionId) ?? 0, ...question })), toThird };
}

/** Pupils whose paper goes to the third evaluator. */
export async function papersForThird(db: Db, access: CorrectionAccess): Promise<Set<string>> {
  const { rows } = await reconciliationOf(db, access);
  return new Set(rows.filter((row) => row.outcome === 'third').map((row) => row.pupilId));
}

/** Writes a paper's final grade: the rule's mark for a settled paper, the third evaluator's marks otherwise (none left: no grade). */
export async function writeFinalGrade(tx: Db, quizId: string, pupilId: string, marks: PaperMarks | null, finalMark: number | null): Promise<void> {
  const stored = marks ? marksToStored(marks) : null;
  if (!stored || (stored.score === null && Object.keys(stored.questionScores).length === 0)) {
    await tx.deleteFrom('grade').where('quiz_id', '=', quizId).where('pupil_id', '=', pupilId).execute();
    return;
  }
  const values = {
    score: stored.score,
    question_scores: JSON.stringify(stored.questionScores),
    final_mark: finalMark === null ? null : toHundredths(finalMark),
    // Set by the procedure, not typed by one teacher: the steps say who did what.
    graded_by: null,
  };
  await tx
    .insertInto('grade')
    .values({ quiz_id: quizId, pupil_id: pupilId, ...values })
    .onConflict((oc) => oc.columns(['quiz_id', 'pupil_id']).doUpdateSet((eb) => ({ ...values, version: eb('grade.version', '+', 1), graded_at: new Date() })))
    .execute();
}

/**
 * Settles every paper both evaluators corrected: called in the transaction
 * of the second submission, which holds the double-correction row.
 */
export async function reconcile(tx: Db, access: CorrectionAccess, actorId: string): Promise<void> {
  // The steps are recorded (and listed) in this order: the register's of the test's language. One transaction's
  // statements run one after the other anyway, so reading the test first costs no round trip.
  const document = await documentOf(tx, access.quizId);
  const papers = await papersOf(tx, access, document.language ?? 'en');
  const { scale } = quizFacts(document);
  const rule = ruleOf(access);
  let settled = 0;
  let toThird = 0;
  for (const paper of papers) {
    const row = rowOf(paper, scale, rule);
    if (row.outcome === 'noMark') continue;
    const detail = { first: row.first, second: row.second, difference: row.difference };
    if (row.outcome === 'settled') {
      settled++;
      const kept = meanMarks(paper.marks[1]!, paper.marks[2]!);
      await writeFinalGrade(tx, access.quizId, paper.pupilId, kept, row.final);
      await recordStep(tx, access, null, 'settled', { ...detail, final: row.final }, paper.pupilId);
    } else {
      toThird++;
      await recordStep(tx, access, null, 'sentToThird', detail, paper.pupilId);
    }
  }
  await tx
    .updateTable('double_correction')
    .set({ reconciled_at: new Date() })
    .where('quiz_id', '=', access.quizId)
    .where('classroom_id', '=', access.classroomId)
    .execute();
  await recordStep(tx, access, actorId, 'reconciled', { settled, toThird });
}
