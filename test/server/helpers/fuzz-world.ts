// One app, one teacher and one of everything (school, classroom, pupil, quiz
// assigned to the classroom, grade, comment, attachment) for the route fuzz.
// Cheap to keep alive: a case that deletes a fixture gets it re-created, and a
// case that signs the teacher out gets a fresh session minted without scrypt.

import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { AccessTokens } from '../../../src/server/auth/tokens';
import { createSession } from '../../../src/server/repos/sessions.repo';
import { json, type TestApp } from './app';
import { sampleQuiz } from './quiz-fixture';

/** Tables a refused request must leave as they were. */
const TABLES = [
  'app_user',
  'school',
  'classroom',
  'pupil',
  'quiz',
  'quiz_version',
  'quiz_attachment',
  'quiz_assignment',
  'grade',
  'question_analysis',
  'pupil_comment',
  'password_reset',
  'double_correction',
  'correction',
  'correction_submission',
  'correction_event',
] as const;

export class FuzzWorld {
  headers: { authorization: string } = { authorization: '' };
  ids = { school: '', classroom: '', pupil: '', quiz: '', comment: '', attachment: '' };
  private readonly tokens: AccessTokens;
  private liveSession: string | undefined;

  constructor(
    readonly t: TestApp,
    readonly userId: string,
  ) {
    this.tokens = new AccessTokens(t.config.sessionSecret!, t.config.accessTokenSeconds);
  }

  /** A new session for the teacher, as sign-in would make it, without hashing a password. */
  async signIn() {
    const { sessionId } = await createSession(this.t.database.db, this.userId, 1);
    this.liveSession = sessionId;
    const { accessToken } = await this.tokens.issue({ userId: this.userId, sessionId });
    this.headers = { authorization: `Bearer ${accessToken}` };
  }

  private async post(url: string, payload: object, method: 'POST' | 'PUT' = 'POST'): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({ method, url, headers: this.headers, payload });
    if (response.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  }

  private async school() {
    this.ids.school = await this.idOf('/api/schools', { name: 'Școala' });
    await this.classroom();
  }

  private async classroom() {
    this.ids.classroom = await this.idOf(`/api/schools/${this.ids.school}/classrooms`, { name: 'a V-a' });
    await this.pupil();
    await this.assignment();
  }

  private async pupil() {
    this.ids.pupil = await this.idOf('/api/pupils', { classroomId: this.ids.classroom, name: 'Elev Unu' });
    await this.comment();
  }

  private async comment() {
    this.ids.comment = await this.idOf(`/api/pupils/${this.ids.pupil}/comments`, { body: 'Bun' });
  }

  private async quiz() {
    this.ids.quiz = await this.idOf('/api/quizzes', sampleQuiz());
    await this.attachment();
    await this.assignment();
  }

  private async assignment() {
    if (!this.ids.quiz || !this.ids.classroom) return;
    await this.post(`/api/classrooms/${this.ids.classroom}/quizzes/${this.ids.quiz}`, {});
    await this.grade();
  }

  private async grade() {
    await this.post(`/api/quizzes/${this.ids.quiz}/grades`, { grades: [{ pupilId: this.ids.pupil, score: 40 }] });
  }

  private async attachment() {
    const upload = await this.t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${this.ids.quiz}/attachments`,
      headers: { ...this.headers, 'content-type': 'application/octet-stream', 'x-file-name': 'barem.txt' },
      payload: Buffer.from('Barem de corectare'),
    });
    this.ids.attachment = json<{ id: string }>(upload).id;
  }

  private async idOf(url: string, payload: object) {
    return json<{ id: string }>(await this.post(url, payload)).id;
  }

  /** Creates the whole set of fixtures. */
  async create() {
    await this.quiz();
    await this.school();
  }

  /** After a case deleted something (a route that answered 2xx), re-creates what that route removes and what hangs on it. */
  async restoreAfter(url: string) {
    const steps: [RegExp, () => Promise<void>][] = [
      [/^\/api\/schools\/:id$/, () => this.school()],
      [/^\/api\/classrooms\/:id$/, () => this.classroom()],
      [/^\/api\/pupils\/:id$/, () => this.pupil()],
      [/^\/api\/quizzes\/:id$/, () => this.quiz()],
      [/^\/api\/classrooms\/:id\/quizzes\/:quizId$/, () => this.assignment()],
      [/^\/api\/quizzes\/:id\/grades$/, () => this.grade()],
      [/^\/api\/pupils\/:id\/comments\/:commentId$/, () => this.comment()],
      [/^\/api\/quizzes\/:id\/attachments\/:attachmentId$/, () => this.attachment()],
      // Leaving, a withdrawn link, an ended share: the fixtures above do not hang on them.
      [/^\/api\/schools\/:id\/(members\/:userId|invitations\/:invitationId)$/, async () => {}],
      [/^\/api\/quizzes\/:id\/shares\/:userId$/, async () => {}],
    ];
    const step = steps.find(([pattern]) => pattern.test(url));
    if (!step) throw new Error(`no fixture restore for DELETE ${url}`);
    await step[1]();
  }

  /**
   * Removes what earlier cases created (schools, quizzes, users…), keeping
   * the fixtures, so that a route fuzzed late does not read thousands of rows.
   */
  async prune() {
    const db = this.t.database.db;
    const { school, classroom, pupil, quiz, comment, attachment } = this.ids;
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('app_user').where('id', '<>', this.userId).execute();
      await tx.deleteFrom('quiz').where('id', '<>', quiz).execute();
      await tx.deleteFrom('school').where('id', '<>', school).execute();
      await tx.deleteFrom('classroom').where('id', '<>', classroom).execute();
      await tx.deleteFrom('pupil').where('id', '<>', pupil).execute();
      await tx.deleteFrom('pupil_comment').where('id', '<>', comment).execute();
      await tx.deleteFrom('quiz_attachment').where('id', '<>', attachment).execute();
      await tx.deleteFrom('password_reset').execute();
      await tx
        .deleteFrom('auth_session')
        .where('user_id', '=', this.userId)
        .where('id', 'not in', this.liveSession ? [this.liveSession] : ['00000000-0000-0000-0000-000000000000'])
        .execute();
    });
  }

  /** The fixture id a route's parameter names. */
  idFor(url: string, param: string): string {
    if (param === 'quizId') return this.ids.quiz;
    if (param === 'pupilId') return this.ids.pupil;
    if (param === 'commentId') return this.ids.comment;
    if (param === 'attachmentId') return this.ids.attachment;
    if (param === 'userId') return this.userId;
    if (param === 'classroomId') return this.ids.classroom;
    if (url.startsWith('/api/schools/')) return this.ids.school;
    if (url.startsWith('/api/classrooms/')) return this.ids.classroom;
    if (url.startsWith('/api/pupils/')) return this.ids.pupil;
    return this.ids.quiz;
  }

  /**
   * Counts every row written to the tables a refused request must leave
   * alone, with triggers in this test database only: one cheap read per case
   * instead of counting every table, and it sees updates too.
   */
  async countWrites() {
    const db = this.t.database.db;
    await sql`CREATE TABLE fuzz_write_count (n bigint NOT NULL)`.execute(db);
    await sql`INSERT INTO fuzz_write_count VALUES (0)`.execute(db);
    await sql`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_write_count SET n = n + 1; RETURN NULL; END $$`.execute(
      db,
    );
    for (const table of TABLES) {
      await sql`CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`.execute(db);
    }
  }

  /** Rows written so far to the watched tables (see countWrites). */
  async writes(): Promise<number> {
    const { rows } = await sql<{ n: string }>`SELECT n FROM fuzz_write_count`.execute(this.t.database.db);
    return Number(rows[0]!.n);
  }
}
