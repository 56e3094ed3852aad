// A test shared by its author with colleagues of a common school (issue 16):
// 'grade' or 'edit'. Only the author shares; a colleague sees who else has it
// only through the author.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shareSchema } from '../../domain/api/staff';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, validationError } from '../errors';
import { idParam, isUuid } from '../ids';
import { findVisibleQuiz, requireAccess } from '../repos/quizzes.repo';
import { deleteShare, listShares, putShare } from '../repos/shares.repo';
import { parseBody } from '../validate';

export async function shareRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  async function authorsQuiz(request: FastifyRequest) {
    const userId = userIdOf(request);
    const quiz = await findVisibleQuiz(db, userId, idParam(request, 'id'));
    if (!quiz) throw notFound();
    requireAccess(quiz, 'owner');
    return { userId, quiz };
  }

  app.get('/api/quizzes/:id/shares', async (request) => {
    const { quiz } = await authorsQuiz(request);
    return listShares(db, quiz.id);
  });

  app.put('/api/quizzes/:id/shares/:userId', async (request) => {
    const { userId, quiz } = await authorsQuiz(request);
    const colleagueId = idParam(request, 'userId');
    const input = parseBody(shareSchema, { ...(request.body as object | null), userId: colleagueId });
    if (!isUuid(input.userId) || colleagueId === userId) throw validationError({ userId: { key: 'staff.errors.shareWithColleague' } });
    // Only with someone of a school the author belongs to: a share is not a way to find out who has an account.
    if (!(await putShare(db, quiz.id, colleagueId, input.permission, userId))) throw validationError({ userId: { key: 'staff.errors.shareWithColleague' } });
    return listShares(db, quiz.id);
  });

  app.delete('/api/quizzes/:id/shares/:userId', async (request, reply) => {
    const { quiz } = await authorsQuiz(request);
    if (!(await deleteShare(db, quiz.id, idParam(request, 'userId')))) throw notFound();
    return reply.status(204).send();
  });
}
