-- The whole schema of SPEC 3. Points are integers in hundredths of a point
-- (7.5 points = 750) so that sums never meet floating-point error.

CREATE TABLE app_secret (
  name        text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_user (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email          text NOT NULL,
  password_hash  text,
  first_name     text NOT NULL DEFAULT '',
  last_name      text NOT NULL DEFAULT '',
  username       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email));

-- An identity at an OpenID provider, linked to one user.
CREATE TABLE user_identity (
  issuer      text NOT NULL,
  subject     text NOT NULL,
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identity_user ON user_identity (user_id);

-- A sign-in: the family of refresh tokens rotated from one login.
CREATE TABLE auth_session (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  revoked_reason text,
  user_agent  text
);
CREATE INDEX auth_session_user ON auth_session (user_id);

-- Refresh tokens are stored as SHA-256 hashes; a used one that comes back is a theft signal.
CREATE TABLE refresh_token (
  token_hash  text PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz
);
CREATE INDEX refresh_token_session ON refresh_token (session_id);

CREATE TABLE password_reset (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_user ON password_reset (user_id);

-- Mail the server sent, or would have sent without SMTP_URL.
CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);

CREATE TABLE subscription (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  plan            text NOT NULL DEFAULT 'free',
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('trial', 'active', 'cancelled', 'expired')),
  started_at      timestamptz NOT NULL DEFAULT now(),
  -- NULL: the plan does not run out (the Free plan).
  ends_at         timestamptz,
  max_quizzes     integer NOT NULL,
  max_students    integer NOT NULL,
  max_classes     integer NOT NULL,
  features        jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- One current subscription per user.
CREATE UNIQUE INDEX subscription_current ON subscription (user_id) WHERE status IN ('trial', 'active');

CREATE TABLE school (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name         text NOT NULL,
  description  text NOT NULL DEFAULT 'Educational institution',
  created_by   uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE school_member (
  school_id   uuid NOT NULL REFERENCES school (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  role        text NOT NULL DEFAULT 'teacher',
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, user_id)
);
CREATE INDEX school_member_user ON school_member (user_id);

CREATE TABLE classroom (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_id    uuid NOT NULL REFERENCES school (id) ON DELETE CASCADE,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  grade_level  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classroom_school ON classroom (school_id);

CREATE TABLE pupil (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  classroom_id  uuid NOT NULL REFERENCES classroom (id) ON DELETE CASCADE,
  name          text NOT NULL,
  email         text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pupil_classroom ON pupil (classroom_id);

-- The quiz document (sections, questions, grading scheme) is one JSON value
-- validated by the domain schema; the columns beside it are what lists and
-- totals need without parsing it.
CREATE TABLE quiz (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id      uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  title         text NOT NULL,
  class_label   text NOT NULL DEFAULT '',
  base_points   integer NOT NULL DEFAULT 1000,
  total_points  integer NOT NULL DEFAULT 0,
  document      jsonb NOT NULL,
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_owner ON quiz (owner_id);

-- Every saved version of a quiz document, so an overwritten test can be recovered.
CREATE TABLE quiz_version (
  quiz_id     uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  version     integer NOT NULL,
  document    jsonb NOT NULL,
  saved_by    uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, version)
);

CREATE TABLE quiz_attachment (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quiz_id     uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  media_type  text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes <= 10485760),
  content     bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_attachment_quiz ON quiz_attachment (quiz_id);

CREATE TABLE quiz_assignment (
  quiz_id       uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  classroom_id  uuid NOT NULL REFERENCES classroom (id) ON DELETE CASCADE,
  -- A calendar day in the school's time zone, not an instant.
  due_date      date,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, classroom_id)
);
CREATE INDEX quiz_assignment_classroom ON quiz_assignment (classroom_id);

CREATE TABLE grade (
  quiz_id          uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  pupil_id         uuid NOT NULL REFERENCES pupil (id) ON DELETE CASCADE,
  -- Total in hundredths, recomputed by the server from question_scores when they exist.
  score            integer,
  -- { "<questionId>": hundredths } and, per sub-rule, { "<questionId>/<ruleId>": hundredths }.
  question_scores  jsonb NOT NULL DEFAULT '{}'::jsonb,
  comments         text NOT NULL DEFAULT '',
  version          integer NOT NULL DEFAULT 1,
  graded_by        uuid REFERENCES app_user (id) ON DELETE SET NULL,
  graded_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, pupil_id)
);
CREATE INDEX grade_pupil ON grade (pupil_id);

-- Hand-entered analysis for questions graded only as a total.
CREATE TABLE question_analysis (
  quiz_id          uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  question_id      text NOT NULL,
  correct_count    integer NOT NULL CHECK (correct_count >= 0),
  total_count      integer NOT NULL CHECK (total_count >= 0 AND correct_count <= total_count),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, question_id)
);

CREATE TABLE pupil_comment (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pupil_id    uuid NOT NULL REFERENCES pupil (id) ON DELETE CASCADE,
  author_id   uuid REFERENCES app_user (id) ON DELETE SET NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pupil_comment_pupil ON pupil_comment (pupil_id);
