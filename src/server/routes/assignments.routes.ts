// SPEC 7 assignments: a quiz given to classrooms with a due date.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assignBulkSchema, assignmentSchema, assignQuizzesSchema } from '../../domain/schemas/grades';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, forbidden, found, notFound } from '../errors';
import { idParam, isUuid } from '../ids';
import { assignQuizzesToClassroom, assignToClassroom, assignToClassrooms, listAssignedQuizzes, setDueDate, unassign } from '../repos/assignments.repo';
import { moveGradingScope } from '../repos/grades.repo';
import { requireAccess, visibleQuizAccess, visibleQuizIds } from '../repos/quizzes.repo';
import { canSeeClassroom, canSeeClassrooms, gradableQuizIds, inAuthorsSchools } from '../repos/tenancy';
import { parseBody } from '../validate';

export async function assignmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function ownClassroom(request: FastifyRequest, userId: string) {
    const classroomId = idParam(request, 'id');
    if (!(await canSeeClassroom(db, userId, classroomId))) throw notFound();
    return classroomId;
  }

  /** A quiz the caller may assign: 404 when they may not see it, 403 when they only read it (a school's owner, issue 16). */
  async function assignableQuiz(userId: string, quizId: string) {
    const quiz = await visibleQuizAccess(db, userId, quizId);
    if (!quiz) throw notFound();
    requireAccess(quiz, 'grade');
    return quiz;
  }

  /** 403 unless every class is in a school of the quizzes' authors (tenancy.inAuthorsSchools). */
  async function requireAuthorsSchools(quizIds: readonly string[], classroomIds: readonly string[]) {
    if (!(await inAuthorsSchools(db, quizIds, classroomIds))) throw new ApiError(403, 'forbidden', { key: 'staff.errors.assignInAuthorsSchool' });
  }

  app.post('/api/quizzes/:id/assign-bulk', async (request) => {
    const userId = userIdOf(request);
    const quiz = await assignableQuiz(userId, idParam(request, 'id'));
    const input = parseBody(assignBulkSchema, request.body);
    const wanted = [...new Set(input.classroomIds.map((id) => id.toLowerCase()))];
    if (!wanted.every(isUuid)) throw notFound();
    // One classroom the caller may not see makes the whole request a 404: nothing is assigned.
    if (!(await canSeeClassrooms(db, userId, wanted))) throw notFound();
    await requireAuthorsSchools([quiz.id], wanted);
    await assignToClassrooms(db, quiz.id, wanted, input.dueDate ?? null);
    const views = await Promise.all(wanted.map((classroomId) => listAssignedQuizzes(db, userId, classroomId, quiz.id)));
    return views.flat();
  });

  // Several quizzes to one classroom (the classroom's 'Assign existing quiz'): one request, all or none.
  app.post('/api/classrooms/:id/quizzes', async (request) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const input = parseBody(assignQuizzesSchema, request.body);
    const wanted = [...new Set(input.quizIds.map((id) => id.toLowerCase()))];
    if (!wanted.every(isUuid)) throw notFound();
    // One quiz the caller may not see makes the whole request a 404, one they only read a 403: nothing is assigned.
    const visible = await db.selectFrom('quiz').select('id').where('id', 'in', wanted).where('id', 'in', visibleQuizIds(db, userId)).execute();
    if (visible.length !== wanted.length) throw notFound();
    const gradable = await db.selectFrom('quiz').select('id').where('id', 'in', wanted).where('id', 'in', gradableQuizIds(db, userId)).execute();
    if (gradable.length !== wanted.length) throw forbidden();
    await requireAuthorsSchools(wanted, [classroomId]);
    await assignQuizzesToClassroom(db, classroomId, wanted, input.dueDate ?? null);
    const views = await Promise.all(wanted.map((quizId) => listAssignedQuizzes(db, userId, classroomId, quizId)));
    return views.flat();
  });

  app.get('/api/classrooms/:id/quizzes', async (request) => {
    const userId = userIdOf(request);
    const classroomId = idParam(request, 'id');
    // Asked together, answered only when the caller may see the class (the list alone would name their own tests given to it).
    const [visible, quizzes] = await Promise.all([canSeeClassroom(db, userId, classroomId), listAssignedQuizzes(db, userId, classroomId)]);
    if (!visible) throw notFound();
    return quizzes;
  });

  app.post('/api/classrooms/:id/quizzes/:quizId', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const quiz = await assignableQuiz(userId, idParam(request, 'quizId'));
    const input = parseBody(assignmentSchema, request.body ?? {});
    await requireAuthorsSchools([quiz.id], [classroomId]);
    const inserted = await assignToClassroom(db, quiz.id, classroomId, input.dueDate ?? null);
    const [view] = await listAssignedQuizzes(db, userId, classroomId, quiz.id);
    return reply.status(inserted ? 201 : 200).send(found(view));
  });

  app.put('/api/classrooms/:id/quizzes/:quizId', async (request) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const { id: quizId } = await assignableQuiz(userId, idParam(request, 'quizId'));
    const input = parseBody(assignmentSchema, request.body ?? {});
    if (!(await setDueDate(db, userId, quizId, classroomId, input.dueDate ?? null))) throw notFound();
    const [view] = await listAssignedQuizzes(db, userId, classroomId, quizId);
    return found(view);
  });

  // Unassigning keeps the grades: assigning the quiz again brings them back.
  app.delete('/api/classrooms/:id/quizzes/:quizId', async (request, reply) => {
    const userId = userIdOf(request);
    const classroomId = await ownClassroom(request, userId);
    const { id: quizId } = await assignableQuiz(userId, idParam(request, 'quizId'));
    // Taken away, the class's marks show nowhere until it is given again: a colleague who only grades the test may
    // undo a test given by mistake, not hide marks (the author's, or a second correction's). The rule is the delete's
    // own condition and each listed assignment's canUnassign (assignments.repo `unassignable`).
    // The grading scope moved first: a grid's mark checked before this is then checked again and refused.
    const outcome = await db.transaction().execute(async (tx) => {
      await moveGradingScope(tx, quizId);
      return unassign(tx, userId, quizId, classroomId);
    });
    if (outcome === 'refused') throw new ApiError(403, 'forbidden', { key: 'assignments.unassignMarked' });
    if (outcome === 'missing') throw notFound();
    return reply.status(204).send();
  });
}
