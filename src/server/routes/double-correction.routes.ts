// Double correction of a test in one class (issue 17). The author names two
// evaluators (and a third, or later); each enters their own marks blind and
// submits; the second submission settles the papers by the rule or sends
// them to the third evaluator, whose marks are final. An evaluator never
// reads the other's marks before both are in: only the reconciliation joins
// them, and `grade` (which every report reads) holds final marks only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { correctionBatchSchema, doubleCorrectionSchema, type EvaluatorSlot, type ReplacedEvaluatorMarks } from '../../domain/api/double-correction';
import { marksToStored } from '../../domain/api/grades';
import { NATIONAL_RULE } from '../../domain/double-correction';
import { toHundredths } from '../../domain/points';
import type { MessageRef } from '../../domain/validation';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/index';
import { ApiError, forbidden, notFound, validationError } from '../errors';
import { languageFrom } from '../i18n';
import { idParam, isUuid } from '../ids';
import { checkedMarks } from '../marks-input';
import {
  type CorrectionAccess,
  classHasCorrections,
  classHasGrades,
  clearSlotMarks,
  correctionAccess,
  correctionsOf,
  correctionView,
  deleteDoubleCorrection,
  doubleCorrectionView,
  markedPapersBySlot,
  membersAmong,
  pupilsInClass,
  readsSteps,
  recordStep,
  saveDoubleCorrection,
  stepsOf,
  submissionsOf,
  writeCorrection,
} from '../repos/double-correction.repo';
import { lockQuizForGrading, moveGradingScope } from '../repos/grades.repo';
import { papersForThird, reconcile, reconciliationOf, writeFinalGrade } from '../repos/reconciliation.repo';
import { parseBody } from '../validate';

const BASE = '/api/quizzes/:id/classrooms/:classroomId/double-correction';

const refused = (status: 403 | 409, key: string) => new ApiError(status, status === 403 ? 'forbidden' : 'conflict', { key: `doubleCorrection.errors.${key}` });

export async function doubleCorrectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /**
   * The caller's part in the pair; 404 when the class is not in one of their
   * schools, the test was not given to it, or (once set up) they are neither
   * its author, the school's owner nor an evaluator: as if it did not exist.
   */
  async function accessFor(request: FastifyRequest, tx: Db = db, lock?: 'update' | 'share'): Promise<CorrectionAccess & { userId: string }> {
    const userId = userIdOf(request);
    const quizId = idParam(request, 'id');
    const classroomId = idParam(request, 'classroomId');
    const access = await correctionAccess(tx, userId, quizId, classroomId, lock);
    if (!access) throw notFound();
    if (!access.isAuthor && access.role !== 'owner' && access.slot === null) throw notFound();
    return { ...access, userId };
  }

  /** Set up: 404 until the author turns it on. */
  const configured = <A extends CorrectionAccess>(access: A): A => {
    if (!access.setting) throw notFound();
    return access;
  };

  const evaluatorOf = (access: CorrectionAccess): EvaluatorSlot => {
    if (access.slot === null) throw refused(403, 'notEvaluator');
    return access.slot;
  };

  app.get(BASE, async (request) => doubleCorrectionView(db, configured(await accessFor(request))));

  app.put(BASE, async (request) => {
    const input = parseBody(doubleCorrectionSchema, request.body);
    return db.transaction().execute(async (tx) => {
      const access = await accessFor(request, tx, 'update');
      if (!access.isAuthor) throw refused(403, 'authorOnly');
      const evaluators = [input.evaluator1Id, input.evaluator2Id, ...(input.evaluator3Id ? [input.evaluator3Id] : [])].map((id) => id.toLowerCase());
      const current = access.setting;
      const currentIds = current ? [current.evaluator1_id, current.evaluator2_id, current.evaluator3_id] : [];
      // Who is named anew must be a member; an evaluator kept in their slot may have left the school since.
      // The message goes on the slot that names them (it was always on the first: an outside tester's third).
      const named = evaluators.filter((id, index) => id !== currentIds[index] && isUuid(id));
      const members = await membersAmong(tx, access.schoolId, named);
      const outsider = evaluators.findIndex((id, index) => !isUuid(id) || (id !== currentIds[index] && !members.has(id)));
      if (outsider >= 0) throw validationError({ [`evaluator${outsider + 1}Id`]: { key: 'doubleCorrection.errors.evaluatorsMembers' } });
      if (new Set(evaluators).size !== evaluators.length) throw validationError({ evaluator2Id: { key: 'doubleCorrection.errors.distinctEvaluators' } });
      const [first, second, third = null] = evaluators as [string, string, string?];
      const setting = {
        evaluator1Id: first,
        evaluator2Id: second,
        evaluator3Id: third,
        threshold: toHundredths(input.threshold ?? NATIONAL_RULE.threshold),
        finalMark: input.finalMark ?? NATIONAL_RULE.finalMark,
      };
      if (!current) {
        // First: a grid's mark checked before this is then checked again and refused, not stored beside the evaluators'.
        await moveGradingScope(tx, access.quizId);
        if (await classHasGrades(tx, access.quizId, access.classroomId)) throw refused(409, 'alreadyGraded');
      } else {
        // Once a correction is in, only the third evaluator may still be named or changed, and an evaluator
        // who left the school before submitting: evaluator 1 in, both gone, the class could never be marked.
        const submissions = await submissionsOf(tx, access.quizId, access.classroomId);
        const replaceable = async (slot: 1 | 2) => {
          const held = currentIds[slot - 1];
          return !submissions.has(slot) && (!held || !(await membersAmong(tx, access.schoolId, [held])).has(held));
        };
        const fixedChanged =
          (current.evaluator1_id !== setting.evaluator1Id && !(await replaceable(1))) ||
          (current.evaluator2_id !== setting.evaluator2Id && !(await replaceable(2))) ||
          current.threshold !== setting.threshold ||
          current.final_mark !== setting.finalMark;
        if (submissions.size > 0 && fixedChanged) throw refused(409, 'started');
      }
      // A correction is one person's judgement: an evaluator 1 or 2 named in place of another starts from no marks
      // (kept by slot, a swap showed each evaluator the other's marks). They go only with consent, counted in the refusal.
      const replaced = current ? ([1, 2] as const).filter((slot) => currentIds[slot - 1] !== evaluators[slot - 1]) : [];
      const marked = await markedPapersBySlot(tx, access.quizId, access.classroomId, replaced);
      const markedPapers = [...marked.values()].reduce((sum, papers) => sum + papers, 0);
      if (markedPapers > 0 && !input.clearReplacedMarks) {
        const details: ReplacedEvaluatorMarks = { markedPapers };
        throw new ApiError(409, 'conflict', { key: 'doubleCorrection.errors.replacedHasMarks', params: { count: markedPapers } }, undefined, details);
      }
      await saveDoubleCorrection(tx, access.quizId, access.classroomId, setting, access.userId);
      await recordStep(tx, access, access.userId, current ? 'changed' : 'started', { ...setting, threshold: setting.threshold / 100 });
      for (const slot of replaced) {
        const count = marked.get(slot);
        if (!count) continue;
        await clearSlotMarks(tx, access.quizId, access.classroomId, slot);
        await recordStep(tx, access, access.userId, 'marksCleared', { evaluator: slot, count });
      }
      return doubleCorrectionView(tx, configured(await accessFor(request, tx)));
    });
  });

  app.delete(BASE, async (request, reply) => {
    await db.transaction().execute(async (tx) => {
      const access = configured(await accessFor(request, tx, 'update'));
      if (!access.isAuthor) throw refused(403, 'authorOnly');
      if (await classHasCorrections(tx, access.quizId, access.classroomId)) throw refused(409, 'hasMarks');
      await deleteDoubleCorrection(tx, access.quizId, access.classroomId);
    });
    return reply.status(204).send();
  });

  /** The caller's own marks: evaluators 1 and 2 from the start, the third once the papers are reconciled. */
  app.get(`${BASE}/marks`, async (request) => {
    const access = configured(await accessFor(request));
    const slot = evaluatorOf(access);
    if (slot === 3 && !access.setting!.reconciled_at) throw refused(403, 'blind');
    const rows = await correctionsOf(db, access.quizId, access.classroomId, [slot]);
    return { grades: rows.map(correctionView) };
  });

  app.post(`${BASE}/marks`, async (request, reply) => {
    const { grades } = parseBody(correctionBatchSchema, request.body);
    const pupilIds = [...new Set(grades.map((row) => row.pupilId.toLowerCase()))];
    if (pupilIds.length !== grades.length) throw validationError({ grades: { key: 'marks.duplicatePupil' } });
    if (!pupilIds.every(isUuid)) throw notFound();
    const outcome = await db.transaction().execute(async (tx) => {
      // Shared with other saves, exclusive against a submission: no mark lands after its evaluator submitted.
      const access = configured(await accessFor(request, tx, 'share'));
      const slot = evaluatorOf(access);
      const reconciled = Boolean(access.setting!.reconciled_at);
      if (slot === 3 && !reconciled) throw refused(403, 'blind');
      // Reconciled, nothing can be withdrawn any more: saying "withdraw it" sent evaluators to a refusal.
      if (slot !== 3 && reconciled) throw refused(409, 'reconciled');
      if (slot !== 3 && (await submissionsOf(tx, access.quizId, access.classroomId)).has(slot)) throw refused(409, 'submitted');
      const document = await lockQuizForGrading(tx, access.quizId);
      if (!document) throw notFound();
      if ((await pupilsInClass(tx, access.classroomId, pupilIds)).size !== pupilIds.length) throw notFound();
      const forThird = slot === 3 ? await papersForThird(tx, access) : null;
      const problems: Record<string, MessageRef> = {};
      const computed = grades.map((row, index) => {
        if (forThird && !forThird.has(row.pupilId.toLowerCase())) problems[`grades.${index}.pupilId`] = { key: 'doubleCorrection.errors.notForThird' };
        const checked = checkedMarks(document, row);
        for (const [field, problem] of Object.entries(checked.problems)) problems[`grades.${index}.${field}`] = problem;
        return { score: checked.score, questionScores: checked.scores };
      });
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const saved = [];
      const conflicts = [];
      for (const [index, row] of grades.entries()) {
        const pupilId = row.pupilId.toLowerCase();
        const marks = computed[index]!;
        const written = await writeCorrection(tx, access.quizId, pupilId, slot, row.version, marksToStored(marks), access.userId);
        if (!('saved' in written)) {
          conflicts.push({ pupilId, current: written.conflict });
          continue;
        }
        saved.push(written.saved);
        if (slot === 3) {
          // The third evaluator's marks are the paper's grade as they are entered.
          const final = written.saved.version === 0 ? null : marks;
          await writeFinalGrade(tx, access.quizId, pupilId, final, null);
          await recordStep(tx, access, access.userId, final ? 'thirdMarked' : 'thirdCleared', { score: marks.score }, pupilId);
        }
      }
      return { saved, conflicts };
    });
    if (outcome.conflicts.length > 0) {
      throw new ApiError(409, 'conflict', { key: 'marks.conflict', params: { count: outcome.conflicts.length } }, undefined, outcome);
    }
    return reply.status(200).send({ grades: outcome.saved });
  });

  /** "Submit my correction"; the second submission reconciles the class. */
  app.post(`${BASE}/submission`, async (request) => {
    return db.transaction().execute(async (tx) => {
      const access = configured(await accessFor(request, tx, 'update'));
      const slot = evaluatorOf(access);
      if (slot === 3) throw refused(403, 'thirdSubmits');
      const submissions = await submissionsOf(tx, access.quizId, access.classroomId);
      if (submissions.has(slot)) throw refused(409, 'alreadySubmitted');
      await tx
        .insertInto('correction_submission')
        .values({ quiz_id: access.quizId, classroom_id: access.classroomId, evaluator: slot, submitted_by: access.userId })
        .execute();
      await recordStep(tx, access, access.userId, 'submitted', { evaluator: slot });
      if (submissions.has(slot === 1 ? 2 : 1)) await reconcile(tx, access, access.userId);
      return doubleCorrectionView(tx, configured(await accessFor(request, tx)));
    });
  });

  /** Withdraws the caller's submission, while the other evaluator has not submitted. */
  app.delete(`${BASE}/submission`, async (request) => {
    return db.transaction().execute(async (tx) => {
      const access = configured(await accessFor(request, tx, 'update'));
      const slot = evaluatorOf(access);
      if (slot === 3) throw refused(403, 'thirdSubmits');
      if (access.setting!.reconciled_at) throw refused(409, 'bothSubmitted');
      const removed = await tx
        .deleteFrom('correction_submission')
        .where('quiz_id', '=', access.quizId)
        .where('classroom_id', '=', access.classroomId)
        .where('evaluator', '=', slot as 1 | 2)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw refused(409, 'notSubmitted');
      await recordStep(tx, access, access.userId, 'withdrawn', { evaluator: slot });
      return doubleCorrectionView(tx, configured(await accessFor(request, tx)));
    });
  });

  /** Both corrections side by side with the outcomes: blind (403) until both are submitted. */
  app.get(`${BASE}/reconciliation`, async (request) => {
    const access = configured(await accessFor(request));
    if (!access.setting!.reconciled_at) throw refused(403, 'blind');
    // Its pupils in the reader's register order, as every list of pupils is (docs/structure.md).
    return reconciliationOf(db, access, { language: languageFrom(request.headers['accept-language']) });
  });

  /** Every step, for the author and the school's owner. */
  app.get(`${BASE}/steps`, async (request) => {
    const access = configured(await accessFor(request));
    if (!readsSteps(access)) throw forbidden();
    return { steps: await stepsOf(db, access.quizId, access.classroomId) };
  });
}
