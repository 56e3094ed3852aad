// SPEC 7 results: question analysis (computed, plus hand-entered counts),
// the quiz report, class and pupil performance, teacher comments, exports.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyseQuestions, quizReport } from '../../domain/analysis';
import { compareClasses } from '../../domain/comparison';
import { groupBy } from '../../domain/group-by';
import type { Language } from '../../domain/languages';
import { questionsOf } from '../../domain/marks';
import type { QuizDocument } from '../../domain/quiz/types';
import { cutAt } from '../../domain/sanitize';
import { commentSchema, manualAnalysisSchema } from '../../domain/schemas/results';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden, notFound, validationError } from '../errors';
import { comparisonRows, type EvaluatorMarks, gradebookRows, quizGradeRows, sendTable } from '../export/tables';
import { languageFrom, translate } from '../i18n';
import { idParam } from '../ids';
import { findClassroom } from '../repos/classrooms.repo';
import { commentsOf, deleteComment, insertComment, isCommentSeen, updateComment } from '../repos/comments.repo';
import { correctionAccess } from '../repos/double-correction.repo';
import { findPupil } from '../repos/pupils.repo';
import { saveManualCounts } from '../repos/question-analysis.repo';
import { requireAccess } from '../repos/quizzes.repo';
import { agreementOfClass, reconciliationOf } from '../repos/reconciliation.repo';
import { classroomResults, comparedClassrooms, gradesOfQuiz, marksOfQuiz, toGradeInput } from '../repos/results.repo';
import { quizForResults } from '../repos/results-quiz.repo';
import { parseBody } from '../validate';

/** The reader's language: the exports' words and the order of their pupils. */
const languageOf = (request: FastifyRequest) => languageFrom(request.headers['accept-language']);

export async function resultRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** The quiz, the class filter, the hand-entered counts and whether the class's double correction is reconciled: one statement. */
  async function quizFor(request: FastifyRequest) {
    const userId = userIdOf(request);
    const { quiz, classroomId, classroomName, manual, reconciled } = await quizForResults(
      db,
      userId,
      idParam(request, 'id'),
      (request.query as { classroomId?: unknown }).classroomId,
    );
    return { userId, quiz, document: quiz.document as QuizDocument, classroomId, classroomName, manual, reconciled, lang: languageOf(request) };
  }

  /** The marks an analysis or a report is computed from. */
  async function gradesOf(userId: string, quizId: string, lang: Language, classroomId: string | undefined) {
    return (await marksOfQuiz(db, userId, quizId, lang, classroomId)).map(toGradeInput);
  }

  async function analysisInputs(request: FastifyRequest) {
    const { userId, quiz, document, classroomId, manual, lang } = await quizFor(request);
    return { quiz, document, manual, grades: await gradesOf(userId, quiz.id, lang, classroomId) };
  }

  app.get('/api/quizzes/:id/analysis', async (request) => {
    const { document, grades, manual } = await analysisInputs(request);
    return analyseQuestions(document, grades, manual);
  });

  app.post('/api/quizzes/:id/analysis', async (request) => {
    const { quiz, document } = await quizFor(request);
    // Hand-entered counts are grading: a school's owner reads them only (issue 16).
    requireAccess(quiz, 'grade');
    const input = parseBody(manualAnalysisSchema, request.body);
    const known = new Set(questionsOf(document).map((q) => q.id));
    const unknown = input.questions.findIndex((q) => !known.has(q.questionId));
    if (unknown >= 0) throw validationError({ [`questions.${unknown}.questionId`]: { key: 'marks.unknownQuestion' } });
    await db.transaction().execute((tx) => saveManualCounts(tx, quiz.id, input.questions));
    const { grades, manual } = await analysisInputs(request);
    return analyseQuestions(document, grades, manual);
  });

  app.get('/api/quizzes/:id/report', async (request) => {
    const { userId, quiz, document, classroomId, manual, reconciled, lang } = await quizFor(request);
    const [grades, agreement] = await Promise.all([
      gradesOf(userId, quiz.id, lang, classroomId),
      // One class's report: a reconciled double correction adds its evaluators' agreement (issue 17).
      classroomId && reconciled ? agreementOfClass(db, userId, quiz.id, classroomId, document) : undefined,
    ]);
    const report = quizReport(document, grades, manual);
    return agreement ? { ...report, agreement } : report;
  });

  /** Issue 16: the test's figures in every class it was given to where the reader reads its results, side by side. */
  async function comparison(request: FastifyRequest) {
    const { userId, quiz, document, lang } = await quizFor(request);
    const [classes, rows] = await Promise.all([comparedClassrooms(db, userId, quiz.id), marksOfQuiz(db, userId, quiz.id, lang)]);
    const byClass = groupBy(rows, (row) => row.classroom_id, toGradeInput);
    const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
    classes.sort((a, b) => collator.compare(a.school_name, b.school_name) || collator.compare(a.name, b.name));
    return compareClasses(
      { id: quiz.id, title: document.title, document },
      classes.map((c) => ({
        classroomId: c.id,
        name: c.name,
        schoolId: c.school_id,
        schoolName: c.school_name,
        pupils: Number(c.pupils),
        grades: byClass.get(c.id) ?? [],
      })),
    );
  }

  app.get('/api/quizzes/:id/comparison', comparison);

  app.get('/api/quizzes/:id/comparison/export', async (request, reply) => {
    const lang = languageOf(request);
    const figures = await comparison(request);
    return sendTable(reply, request, `${figures.title} – ${translate(lang, 'exports.comparison')}`, comparisonRows(figures, lang), lang);
  });

  app.get('/api/quizzes/:id/grades/export', async (request, reply) => {
    const { userId, quiz, document, classroomId, classroomName, lang } = await quizFor(request);
    const rows = await gradesOfQuiz(db, userId, quiz.id, lang, classroomId);
    const asked = (request.query as { evaluators?: unknown }).evaluators === '1';
    const evaluators = asked && classroomId ? await evaluatorMarksOf(userId, quiz.id, classroomId) : undefined;
    // One class's file is named after the test and the class: two classes' exports do not overwrite each
    // other. A long title is cut first, so that the class still shows in the file's 80 units.
    const name = classroomName ? `${cutAt(document.title, 50)} – ${classroomName}` : document.title;
    return sendTable(reply, request, name, quizGradeRows(document, rows, lang, evaluators), lang);
  });

  /**
   * ?evaluators=1 on one class's export (issue 17): each evaluator's mark beside the final one, once the
   * double correction is reconciled, for its author and the school's owner (who read the reconciliation).
   */
  async function evaluatorMarksOf(userId: string, quizId: string, classroomId: string): Promise<EvaluatorMarks | undefined> {
    const access = await correctionAccess(db, userId, quizId, classroomId);
    if (!access?.setting?.reconciled_at || (!access.isAuthor && access.role !== 'owner')) return undefined;
    const { rows } = await reconciliationOf(db, access);
    return new Map(rows.map((row) => [row.pupilId, { first: row.first, second: row.second, third: row.third }]));
  }

  async function classroomFor(request: FastifyRequest) {
    const userId = userIdOf(request);
    const classroom = await findClassroom(db, userId, idParam(request, 'id'));
    if (!classroom) throw notFound();
    return { userId, classroom };
  }

  app.get('/api/classrooms/:id/performance-summary', async (request) => {
    const { userId, classroom } = await classroomFor(request);
    const { quizzes, pupils } = await classroomResults(db, userId, classroom.id, languageOf(request));
    return { classroomId: classroom.id, quizzes, pupils };
  });

  app.get('/api/classrooms/:id/gradebook', async (request, reply) => {
    const { userId, classroom } = await classroomFor(request);
    const lang = languageOf(request);
    const results = await classroomResults(db, userId, classroom.id, lang);
    return sendTable(reply, request, classroom.name, gradebookRows(results, lang), lang);
  });

  app.get('/api/classrooms/:id/pupils/:pupilId/performance', async (request) => {
    // The class and the pupil together, then the class's results and the pupil's comments together: each
    // read checks the caller's tenancy itself, and a class or pupil not found is the same 404.
    // Arguments read first: a throw while building the list would leave the first read's rejection unheard.
    const userId = userIdOf(request);
    const pupilId = idParam(request, 'pupilId');
    const [{ classroom }, pupil] = await Promise.all([classroomFor(request), findPupil(db, userId, pupilId)]);
    if (!pupil || pupil.classroomId !== classroom.id) throw notFound();
    const [{ byPupil, pupils }, comments] = await Promise.all([
      classroomResults(db, userId, classroom.id, languageOf(request)),
      commentsOf(db, userId, pupil.id),
    ]);
    // Deleted since it was found (the two reads are separate statements): as a read after the delete would answer.
    const snapshot = pupils.find((p) => p.pupilId === pupil.id);
    if (!snapshot) throw notFound();
    return {
      pupil,
      classroom: { id: classroom.id, name: classroom.name, schoolId: classroom.schoolId },
      averageMark: snapshot.averageMark,
      lastMark: snapshot.lastMark,
      trend: snapshot.trend,
      results: byPupil.get(pupil.id) ?? [],
      comments,
    };
  });

  /** A comment on a test the user reads but may not grade (a school's owner) is a 403; one they do not see, a 404. */
  async function commentRefusal(userId: string, pupilId: string, commentId: string) {
    return (await isCommentSeen(db, userId, pupilId, commentId)) ? forbidden() : notFound();
  }

  async function pupilFor(request: FastifyRequest) {
    const pupil = await findPupil(db, userIdOf(request), idParam(request, 'id'));
    if (!pupil) throw notFound();
    return pupil;
  }

  app.get('/api/pupils/:id/comments', async (request) => commentsOf(db, userIdOf(request), (await pupilFor(request)).id));

  app.post('/api/pupils/:id/comments', async (request, reply: FastifyReply) => {
    const pupil = await pupilFor(request);
    const { body } = parseBody(commentSchema, request.body);
    const row = await insertComment(db, pupil.id, userIdOf(request), body);
    return reply.status(201).send(row);
  });

  app.put('/api/pupils/:id/comments/:commentId', async (request) => {
    const pupil = await pupilFor(request);
    const { body } = parseBody(commentSchema, request.body);
    const commentId = idParam(request, 'commentId');
    const row = await updateComment(db, userIdOf(request), pupil.id, commentId, body);
    if (!row) throw await commentRefusal(userIdOf(request), pupil.id, commentId);
    return row;
  });

  app.delete('/api/pupils/:id/comments/:commentId', async (request, reply) => {
    const pupil = await pupilFor(request);
    const commentId = idParam(request, 'commentId');
    if (!(await deleteComment(db, userIdOf(request), pupil.id, commentId))) throw await commentRefusal(userIdOf(request), pupil.id, commentId);
    return reply.status(204).send();
  });
}
