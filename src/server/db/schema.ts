// Kysely's view of the tables in migrations/. Points are hundredths of a point.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SubscriptionStatus } from '../../domain/api/subscriptions';
import type { Language } from '../../domain/languages';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface AppUserTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  username: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserIdentityTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Timestamp;
}

export interface AuthSessionTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  user_agent: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitCounterTable {
  /** Route and client address. */
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

export interface LoginFailureTable {
  /** The lower-cased address typed at sign-in. */
  account: string;
  failures: number;
  first_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface SubscriptionTable {
  id: Generated<string>;
  user_id: string;
  plan: string;
  status: SubscriptionStatus;
  started_at: Timestamp;
  ends_at: Timestamp | null;
  max_quizzes: number;
  max_students: number;
  max_classes: number;
  features: Json<string[]>;
  created_at: Timestamp;
}

export interface SchoolTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  website: Generated<string>;
  phone: Generated<string>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Sign-in by domain (issue 16): a verified OpenID address at this domain joins as a teacher; null: off. */
  join_domain: string | null;
}

/** Removed from a school or left it: sign-in by domain does not bring them back. */
export interface SchoolDepartureTable {
  school_id: string;
  user_id: string;
  departed_at: Generated<Timestamp>;
}

export type SchoolRole = 'owner' | 'teacher';

export interface SchoolMemberTable {
  school_id: string;
  user_id: string;
  role: ColumnType<SchoolRole, SchoolRole | undefined, SchoolRole>;
  created_at: Timestamp;
}

export interface SchoolInvitationTable {
  id: Generated<string>;
  school_id: string;
  /** SHA-256 of the token (base64url, auth/tokens.ts hashToken): the token itself is only ever in the link. */
  token_hash: string;
  max_uses: number;
  uses: Generated<number>;
  expires_at: Date;
  revoked_at: Date | null;
  created_by: string | null;
  created_at: Timestamp;
  /** The address the link was made for, if the owner gave one (009). */
  sent_to: string | null;
  /** The link's last four characters, for the owner to tell links apart (009). */
  link_end: string | null;
}

export type SharePermission = 'grade' | 'edit';

export interface QuizShareTable {
  quiz_id: string;
  user_id: string;
  permission: SharePermission;
  shared_by: string | null;
  created_at: Timestamp;
}

export interface ClassroomTable {
  id: Generated<string>;
  school_id: string;
  name: string;
  description: Generated<string>;
  grade_level: Generated<string>;
  /** Who made it: plan limits count it against them. */
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PupilTable {
  id: Generated<string>;
  classroom_id: string;
  name: string;
  email: Generated<string>;
  /** Who added the pupil: plan limits count it against them. */
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuizTable {
  id: Generated<string>;
  owner_id: string;
  title: string;
  class_label: Generated<string>;
  base_points: Generated<number>;
  total_points: Generated<number>;
  document: Json<unknown>;
  /** The language it is printed in (migration 003). */
  language: Generated<Language>;
  version: Generated<number>;
  /** Moved on when the papers the grid may write change: a class unassigned or set up for double correction (migration 010). */
  grading_scope: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuizVersionTable {
  quiz_id: string;
  version: number;
  document: Json<unknown>;
  saved_by: string | null;
  created_at: Timestamp;
}

export interface QuizAttachmentTable {
  id: Generated<string>;
  quiz_id: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface QuizAssignmentTable {
  quiz_id: string;
  classroom_id: string;
  /** A calendar day (YYYY-MM-DD), not an instant. */
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GradeTable {
  quiz_id: string;
  pupil_id: string;
  score: number | null;
  question_scores: Json<Record<string, number>>;
  version: Generated<number>;
  graded_by: string | null;
  graded_at: Timestamp;
  /** Hundredths of the 1-10 mark when double correction set it by its rule (the mean of two); null: it follows from the score. */
  final_mark: ColumnType<number | null, number | null | undefined, number | null>;
}

export type FinalMarkRuleColumn = 'meanTruncated' | 'meanRounded';

/** Double correction of a test in one class (issue 17). */
export interface DoubleCorrectionTable {
  quiz_id: string;
  classroom_id: string;
  evaluator1_id: string | null;
  evaluator2_id: string | null;
  evaluator3_id: string | null;
  /** Hundredths of the 1-10 mark. */
  threshold: Generated<number>;
  final_mark: ColumnType<FinalMarkRuleColumn, FinalMarkRuleColumn | undefined, FinalMarkRuleColumn>;
  reconciled_at: Timestamp | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export type EvaluatorSlot = 1 | 2 | 3;

/** One evaluator's marks of one paper. */
export interface CorrectionTable {
  quiz_id: string;
  pupil_id: string;
  evaluator: EvaluatorSlot;
  score: number | null;
  question_scores: Json<Record<string, number>>;
  version: Generated<number>;
  graded_by: string | null;
  graded_at: Timestamp;
}

export interface CorrectionSubmissionTable {
  quiz_id: string;
  classroom_id: string;
  evaluator: 1 | 2;
  submitted_by: string | null;
  submitted_at: Generated<Date>;
}

export interface CorrectionEventTable {
  id: Generated<string>;
  quiz_id: string;
  classroom_id: string;
  actor_id: string | null;
  action: string;
  pupil_id: string | null;
  detail: Json<Record<string, unknown>>;
  at: Generated<Date>;
}

export interface QuestionAnalysisTable {
  quiz_id: string;
  question_id: string;
  correct_count: number;
  total_count: number;
  updated_at: Timestamp;
}

export interface PupilCommentTable {
  id: Generated<string>;
  pupil_id: string;
  /** The test the comment is on (the grade grid's comment); null for a note on the pupil. */
  quiz_id: string | null;
  author_id: string | null;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  app_secret: AppSecretTable;
  app_user: AppUserTable;
  school_departure: SchoolDepartureTable;
  user_identity: UserIdentityTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  rate_limit_counter: RateLimitCounterTable;
  login_failure: LoginFailureTable;
  mail_outbox: MailOutboxTable;
  subscription: SubscriptionTable;
  school: SchoolTable;
  school_member: SchoolMemberTable;
  school_invitation: SchoolInvitationTable;
  classroom: ClassroomTable;
  pupil: PupilTable;
  quiz: QuizTable;
  quiz_version: QuizVersionTable;
  quiz_attachment: QuizAttachmentTable;
  quiz_assignment: QuizAssignmentTable;
  quiz_share: QuizShareTable;
  grade: GradeTable;
  double_correction: DoubleCorrectionTable;
  correction: CorrectionTable;
  correction_submission: CorrectionSubmissionTable;
  correction_event: CorrectionEventTable;
  question_analysis: QuestionAnalysisTable;
  pupil_comment: PupilCommentTable;
}

export type UserRow = Selectable<AppUserTable>;
export type NewUser = Insertable<AppUserTable>;
export type SubscriptionRow = Selectable<SubscriptionTable>;
