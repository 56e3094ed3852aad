// SPEC 7 Quizzes: list (with a title filter), summaries, read, create, save
// with optimistic concurrency (a stale version is a 409 and nothing is
// overwritten), delete, clone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import type { DoubleCorrectionDeletion, GradeImpactDetails, QuizCreateRequest, QuizVersionConflict } from '../../domain/api/quizzes';
import { isHarmless } from '../../domain/grade-impact';
import { quizCreateExtrasSchema, quizDocumentSchema, quizVersion } from '../../domain/quiz/schema';
import type { QuizDocument } from '../../domain/quiz/types';
import { cutAt } from '../../domain/sanitize';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, conflict, notFound } from '../errors';
import { languageFrom, translate } from '../i18n';
import { idParam, isUuid } from '../ids';
import { assignToClassrooms } from '../repos/assignments.repo';
import { planGradeChanges } from '../repos/quiz-grades.repo';
import {
  classesMarkedByOthers,
  deleteOwnQuiz,
  findVisibleQuiz,
  insertQuiz,
  listQuizSummaries,
  listQuizzes,
  lockQuizForSave,
  requireAccess,
  saveQuiz,
  toQuizView,
} from '../repos/quizzes.repo';
import { assertWithinPlan } from '../repos/subscriptions.repo';
import { canSeeClassrooms, lockUser } from '../repos/tenancy';
import { parseBody } from '../validate';

/** The body of a save: the document plus the version it was based on. */
function parseSave(body: unknown): { version: number; document: QuizDocument } {
  const { version, ...rest } = (body && typeof body === 'object' ? body : {}) as { version?: unknown };
  const document = parseBody(quizDocumentSchema, rest);
  return { version: parseBody(object({ version: quizVersion }), { version }).version, document };
}

/**
 * A save that changes grades already entered must carry the fingerprint of
 * the impact the server answered (409 grades_affected) and the teacher
 * confirmed; the field is not part of the document.
 */
function gradeImpactAcceptance(body: unknown): { accepted: string | undefined; body: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'acceptGradeImpact')) return { accepted: undefined, body };
  const { acceptGradeImpact, ...rest } = body as { acceptGradeImpact?: unknown };
  return { accepted: typeof acceptGradeImpact === 'string' ? acceptGradeImpact : undefined, body: rest };
}

/** The double corrections a delete was confirmed with (`?acceptDoubleCorrections=<fingerprint>`). */
function acceptedDeletion(request: FastifyRequest): string | undefined {
  const accepted = (request.query as { acceptDoubleCorrections?: unknown }).acceptDoubleCorrections;
  return typeof accepted === 'string' ? accepted : undefined;
}

/** A create's classes to assign (distinct ids; one that is not an id is a 404, like any other's) and the document without them. */
function createExtras(body: unknown): { classroomIds: string[]; body: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'classroomIds')) return { classroomIds: [], body };
  const { classroomIds, ...rest } = body as QuizCreateRequest;
  const ids = parseBody(quizCreateExtrasSchema, { classroomIds }).classroomIds ?? [];
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw notFound();
  return { classroomIds: wanted, body: rest };
}

/** How many times the general body limit a test's save may be (BODY_LIMIT_BYTES; 8 MB by default). */
export const QUIZ_BODY_FACTOR = 8;

export async function quizRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/quizzes', async (request: FastifyRequest<{ Querystring: { title?: string } }>) => {
    const title = typeof request.query.title === 'string' ? cutAt(request.query.title.trim(), 200) : undefined;
    return listQuizzes(db, userIdOf(request), title || undefined);
  });

  app.get('/api/quizzes/summaries', async (request) => listQuizSummaries(db, userIdOf(request)));

  app.get('/api/quizzes/:id', async (request) => {
    const userId = userIdOf(request);
    const row = await findVisibleQuiz(db, userId, idParam(request, 'id'));
    if (!row) throw notFound();
    return toQuizView(row, userId);
  });

  // The classes named with the create are checked and assigned in its transaction: all or nothing.
  // A test within every limit of its schema can exceed the general body limit (100 questions of long texts and
  // options: 1.6 MB was refused with a bare 413); its saves get room for the largest such test.
  const quizBody = { bodyLimit: config.bodyLimitBytes * QUIZ_BODY_FACTOR };

  app.post('/api/quizzes', quizBody, async (request, reply) => {
    const userId = userIdOf(request);
    const { classroomIds, body } = createExtras(request.body);
    const document = parseBody(quizDocumentSchema, body);
    const row = await db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      if (classroomIds.length > 0 && !(await canSeeClassrooms(tx, userId, classroomIds))) throw notFound();
      await assertWithinPlan(tx, userId, 'quizzes', 1, config.freePlan);
      // A new quiz speaks the interface's language unless it names its own.
      const created = await insertQuiz(tx, userId, document, document.language ?? languageFrom(request.headers['accept-language']));
      if (classroomIds.length > 0) await assignToClassrooms(tx, created.id, classroomIds, null);
      return created;
    });
    return reply.status(201).send(toQuizView(row, userId));
  });

  app.put('/api/quizzes/:id', quizBody, async (request) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const { accepted, body } = gradeImpactAcceptance(request.body);
    const { version, document } = parseSave(body);
    return db.transaction().execute(async (tx) => {
      const current = await findVisibleQuiz(tx, userId, id);
      if (!current) throw notFound();
      // The author, or a colleague it was shared with to edit (issue 16).
      requireAccess(current, 'edit');
      // Locked before the grades are read: a grade batch (which takes a share
      // lock on this row) either ran before and is reconciled here, or waits
      // and totals its marks against the saved test.
      const locked = await lockQuizForSave(tx, id);
      if (locked.version !== version) throw conflict('errors.conflict', { currentVersion: locked.version } satisfies QuizVersionConflict);
      const plan = await planGradeChanges(tx, id, locked.document as QuizDocument, document);
      if (!isHarmless(plan.impact) && accepted !== plan.fingerprint) {
        throw new ApiError(409, 'grades_affected', { key: 'quizEditor.gradeImpact.required' }, undefined, {
          impact: plan.impact,
          fingerprint: plan.fingerprint,
        } satisfies GradeImpactDetails);
      }
      await plan.apply();
      const saved = await saveQuiz(tx, id, version, document, { userId, access: current.access });
      if (!saved) throw conflict('errors.conflict', { currentVersion: current.version } satisfies QuizVersionConflict);
      return toQuizView(saved, userId);
    });
  });

  app.delete('/api/quizzes/:id', async (request, reply) => {
    const userId = userIdOf(request);
    const id = idParam(request, 'id');
    const current = await findVisibleQuiz(db, userId, id);
    if (!current) throw notFound();
    requireAccess(current, 'owner');
    await db.transaction().execute(async (tx) => {
      // Locked first: a colleague's grade batch takes a share lock on the quiz
      // row, so a mark saved a moment ago is seen here, and none lands after.
      await lockQuizForSave(tx, id);
      const graded = (await classesMarkedByOthers(tx, id, userId, 'grade')).map((row) => row.name);
      if (graded.length > 0) throw conflict('quizzes.errors.markedByColleagues', { classes: graded }, { classes: graded.join(', ') });
      // A double correction is the author's arrangement: its record goes with the test, once the author has
      // confirmed exactly these classes (a correction begun since the question is asked about again).
      const corrected = await classesMarkedByOthers(tx, id, userId, 'correction');
      const fingerprint = corrected.map((row) => row.id).join(',');
      if (corrected.length > 0 && acceptedDeletion(request) !== fingerprint) {
        const classes = corrected.map((row) => row.name);
        throw new ApiError(
          409,
          'double_correction_deleted',
          { key: 'quizzes.errors.doubleCorrectionDeleted', params: { classes: classes.join(', ') } },
          undefined,
          {
            classes,
            fingerprint,
          } satisfies DoubleCorrectionDeletion,
        );
      }
      await deleteOwnQuiz(tx, userId, id);
    });
    return reply.status(204).send();
  });

  // A copy the caller owns: same document, a title marking it as a copy, not
  // assigned to any class and without grades.
  app.put('/api/quizzes/:id/clone', async (request, reply) => {
    const userId = userIdOf(request);
    const source = await findVisibleQuiz(db, userId, idParam(request, 'id'));
    if (!source) throw notFound();
    const suffix = ` - ${translate(languageFrom(request.headers['accept-language']), 'quizzes.copySuffix')}`;
    const original = source.document as QuizDocument;
    const document: QuizDocument = { ...original, title: `${cutAt(original.title, 200 - suffix.length)}${suffix}` };
    const row = await db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      await assertWithinPlan(tx, userId, 'quizzes', 1, config.freePlan);
      return insertQuiz(tx, userId, document, source.language);
    });
    return reply.status(201).send(toQuizView(row, userId));
  });
}
