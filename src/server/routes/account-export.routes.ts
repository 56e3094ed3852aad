// "All my data" (issue 9): one zip with the teacher's profile, schools,
// classrooms, pupils, quizzes, grades and comments as JSON, for keeping or
// for moving elsewhere. Only what the caller may see goes in.
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../attachments';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { zip } from '../export/zip';
import { languageFrom } from '../i18n';
import { assignmentsOfVisibleClassrooms } from '../repos/assignments.repo';
import { listClassrooms } from '../repos/classrooms.repo';
import { commentsOfVisiblePupils } from '../repos/comments.repo';
import { gradesOfVisiblePupils } from '../repos/grades.repo';
import { listPupils } from '../repos/pupils.repo';
import { listVisibleQuizRows } from '../repos/quizzes.repo';
import { toGradeInput } from '../repos/results.repo';
import { listSchools } from '../repos/schools.repo';
import { findUserById, toPublicUser } from '../repos/users.repo';

export async function accountExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api/account/export', async (request, reply) => {
    const userId = userIdOf(request);
    const user = await findUserById(db, userId);
    const schools = await listSchools(db, userId);
    const classrooms = await listClassrooms(db, userId);
    const pupils = (await Promise.all(classrooms.map((c) => listPupils(db, userId, c.id, languageFrom(request.headers['accept-language']))))).flat();
    const quizzes = await listVisibleQuizRows(db, userId);
    const grades = await gradesOfVisiblePupils(db, userId);
    const assignments = await assignmentsOfVisibleClassrooms(db, userId);
    const comments = await commentsOfVisiblePupils(db, userId);
    const json = (value: unknown) => JSON.stringify(value, null, 2);
    const made = new Date();
    const archive = zip(
      [
        { name: 'README.txt', content: 'Catedra export: every file is JSON. Points are in points (7.5), dates in ISO 8601.\n' },
        { name: 'profile.json', content: json(user ? toPublicUser(user) : null) },
        { name: 'schools.json', content: json(schools) },
        { name: 'classrooms.json', content: json(classrooms) },
        { name: 'pupils.json', content: json(pupils) },
        {
          name: 'quizzes.json',
          content: json(
            quizzes.map((q) => ({
              id: q.id,
              version: q.version,
              isOwner: q.owner_id === userId,
              createdAt: q.created_at,
              updatedAt: q.updated_at,
              ...(q.document as object),
            })),
          ),
        },
        { name: 'assignments.json', content: json(assignments.map((a) => ({ quizId: a.quiz_id, classroomId: a.classroom_id, dueDate: a.due_date }))) },
        { name: 'grades.json', content: json(grades.map((g) => ({ quizId: g.quiz_id, ...toGradeInput(g), comments: g.comments, gradedAt: g.graded_at }))) },
        { name: 'comments.json', content: json(comments) },
      ],
      made,
    );
    const day = made.toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(`catedra-${day}.zip`))
      .send(archive);
  });
}
