// GET /api/quizzes/:id/grading-sheet?classroomId= (issue 15): the grade
// grid's whole opening read in one answer (domain/api/grading-sheet.ts), from
// three statements sent together. Tenancy is the other reads' own: the quiz
// must be visible to the caller (findVisibleQuiz), the class one of their
// schools' (classroomSheet joins through school_member); anything else is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GradingSheet } from '../../domain/api/grading-sheet';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { languageFrom } from '../i18n';
import { idParam, optionalIdQuery } from '../ids';
import { assignmentsOfQuiz, classroomSheet } from '../repos/grading-sheet.repo';
import { findVisibleQuiz, toQuizView } from '../repos/quizzes.repo';

const classroomQuery = (request: FastifyRequest) => (request.query as { classroomId?: unknown }).classroomId;

export async function gradingSheetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api/quizzes/:id/grading-sheet', async (request): Promise<GradingSheet<Date>> => {
    const userId = userIdOf(request);
    const quizId = idParam(request, 'id');
    const wanted = optionalIdQuery(classroomQuery(request)) ?? null;
    const [row, assignments, sheet] = await Promise.all([
      findVisibleQuiz(db, userId, quizId),
      assignmentsOfQuiz(db, userId, quizId),
      wanted === null ? null : classroomSheet(db, userId, quizId, wanted, languageFrom(request.headers['accept-language'])),
    ]);
    if (!row || sheet === undefined) throw notFound();
    const quiz = toQuizView(row, userId);
    if (sheet === null) return { quiz, assignments, classroom: null, pupils: [], grades: [] };
    return { quiz, assignments, ...sheet };
  });
}
