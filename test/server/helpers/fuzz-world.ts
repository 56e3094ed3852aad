// One app, one teacher and one of everything (school, classroom, pupil, quiz
// assigned to the classroom, grade, comment, attachment) for the route fuzz.
// Cheap to keep alive: a case that deletes a fixture gets it re-created, and a
// case that signs the teacher out gets a fresh session minted without scrypt.
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { json, type TestApp } from './app';
import { AccessTokens } from '../../../src/server/auth/tokens';
import { createSession } from '../../../src/server/repos/sessions.repo';
import { sampleQuiz } from './quiz-fixture';

/** Tables a refused request must leave as they were. */
const TABLES = ['app_user', 'school', 'classroom', 'pupil', 'quiz', 'quiz_version', 'quiz_attachment', 'quiz_assignment', 'grade', 'question_analysis', 'pupil_comment', 'password_reset'] as const;

export class FuzzWorld {
  headers: { authorization: string } = { authorization: '' };
  ids = { school: '', classroom: '', pupil: '', quiz: '', comment: '', attachment: '' };
  private readonly tokens: AccessTokens;

  constructor(
    readonly t: TestApp,
    readonly userId: string,
  ) {
    this.tokens = new AccessTokens(t.config.sessionSecret!, t.config.accessTokenSeconds);
  }

  /** A new session for the teacher, as sign-in would make it, without hashing a password. */
  async signIn() {
    const { sessionId } = await createSession(this.t.database.db, this.userId, 1);
    const { accessToken } = await this.tokens.issue({ userId: this.userId, sessionId });
    this.headers = { authorization: `Bearer ${accessToken}` };
  }

  private async post(url: string, payload: object, method: 'POST' | 'PUT' = 'POST'): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({ method, url, headers: this.headers, payload });
    if (response.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  }

  /** Creates a fresh set of fixtures (the old ones may have been deleted by a case). */
  async create() {
    const id = async (url: string, payload: object) => json<{ id: string }>(await this.post(url, payload)).id;
    this.ids.school = await id('/api/schools', { name: 'Școala' });
    this.ids.classroom = await id(`/api/schools/${this.ids.school}/classrooms`, { name: 'a V-a' });
    this.ids.pupil = await id('/api/pupils', { classroomId: this.ids.classroom, name: 'Elev Unu' });
    this.ids.quiz = await id('/api/quizzes', sampleQuiz());
    await this.post(`/api/classrooms/${this.ids.classroom}/quizzes/${this.ids.quiz}`, {});
    await this.post(`/api/quizzes/${this.ids.quiz}/grades`, { grades: [{ pupilId: this.ids.pupil, score: 40 }] });
    this.ids.comment = await id(`/api/pupils/${this.ids.pupil}/comments`, { body: 'Bun' });
    const upload = await this.t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${this.ids.quiz}/attachments`,
      headers: { ...this.headers, 'content-type': 'application/octet-stream', 'x-file-name': 'barem.txt' },
      payload: Buffer.from('Barem de corectare'),
    });
    this.ids.attachment = json<{ id: string }>(upload).id;
  }

  /** The fixture id a route's parameter names. */
  idFor(url: string, param: string): string {
    if (param === 'quizId') return this.ids.quiz;
    if (param === 'pupilId') return this.ids.pupil;
    if (param === 'commentId') return this.ids.comment;
    if (param === 'attachmentId') return this.ids.attachment;
    if (url.startsWith('/api/schools/')) return this.ids.school;
    if (url.startsWith('/api/classrooms/')) return this.ids.classroom;
    if (url.startsWith('/api/pupils/')) return this.ids.pupil;
    return this.ids.quiz;
  }

  /** Row counts of every table a request could write, in one query. */
  async counts(): Promise<Record<string, number>> {
    const columns = TABLES.map((table) => sql`(SELECT count(*)::int FROM ${sql.table(table)}) AS ${sql.ref(table)}`);
    const { rows } = await sql<Record<string, number>>`SELECT ${sql.join(columns)}`.execute(this.t.database.db);
    return rows[0]!;
  }
}
