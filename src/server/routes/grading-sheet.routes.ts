// GET /api/quizzes/:id/grading-sheet?classroomId= (issue 15): the grade
// grid's whole opening read in one answer (domain/api/grading-sheet.ts).
// Tenancy is the other reads' own: the quiz must be visible to the caller
// (findVisibleQuiz), the class one of their schools' (findClassroom joins
// through school_member); anything else is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GradingSheet } from '../../domain/api/grading-sheet';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { languageFrom } from '../i18n';
import { idParam, isUuid } from '../ids';
import { findClassroom } from '../repos/classrooms.repo';
import { listGrades } from '../repos/grades.repo';
import { assignmentsOfQuiz } from '../repos/grading-sheet.repo';
import { listPupils } from '../repos/pupils.repo';
import { findVisibleQuiz, toQuizView } from '../repos/quizzes.repo';

const classroomQuery = (request: FastifyRequest) => (request.query as { classroomId?: unknown }).classroomId;

export async function gradingSheetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api/quizzes/:id/grading-sheet', async (request): Promise<GradingSheet<Date>> => {
    const userId = userIdOf(request);
    const classroomId = classroomQuery(request);
    const wanted = classroomId === undefined || classroomId === '' ? null : classroomId;
    if (wanted !== null && !isUuid(wanted)) throw notFound();
    const [row, classroom, assignments] = await Promise.all([
      findVisibleQuiz(db, userId, idParam(request, 'id')),
      wanted === null ? null : findClassroom(db, userId, wanted),
      assignmentsOfQuiz(db, userId, idParam(request, 'id')),
    ]);
    if (!row || (wanted !== null && !classroom)) throw notFound();
    const quiz = toQuizView(row, userId);
    if (!classroom) return { quiz, assignments, classroom: null, pupils: [], grades: [] };
    const [pupils, grades] = await Promise.all([
      listPupils(db, userId, classroom.id, languageFrom(request.headers['accept-language'])),
      listGrades(db, userId, quiz.id, classroom.id),
    ]);
    return {
      quiz,
      assignments,
      classroom: { id: classroom.id, name: classroom.name, schoolId: classroom.schoolId, schoolName: classroom.schoolName },
      pupils: pupils.map(({ id, name }) => ({ id, name })),
      grades,
    };
  });
}
