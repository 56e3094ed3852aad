-- A school shared by its staff (issue 16). Until now a school had one member,
-- the teacher who created it, as 'owner'; each keeps that owner. Nothing is
-- moved or lost: the tables below are new, and the two new columns are filled
-- with who made each class and pupil (the school's owner, its only member).

-- Roles: 'owner' manages the school and its members and reads every result
-- in it; 'teacher' works in its classes with their own and shared tests.
UPDATE school_member SET role = 'owner' WHERE role NOT IN ('owner', 'teacher');
-- Every school keeps an owner; one without (none is expected) gets its earliest member.
UPDATE school_member m SET role = 'owner'
WHERE NOT EXISTS (SELECT 1 FROM school_member o WHERE o.school_id = m.school_id AND o.role = 'owner')
  AND m.user_id = (SELECT f.user_id FROM school_member f WHERE f.school_id = m.school_id ORDER BY f.created_at, f.user_id LIMIT 1);
ALTER TABLE school_member ADD CONSTRAINT school_member_role CHECK (role IN ('owner', 'teacher'));

-- Plan limits count what a teacher created, wherever it is (README, "Plans").
ALTER TABLE classroom ADD COLUMN created_by uuid REFERENCES app_user (id) ON DELETE SET NULL;
ALTER TABLE pupil ADD COLUMN created_by uuid REFERENCES app_user (id) ON DELETE SET NULL;
UPDATE classroom c SET created_by = (
  SELECT m.user_id FROM school_member m WHERE m.school_id = c.school_id AND m.role = 'owner' ORDER BY m.created_at, m.user_id LIMIT 1
);
UPDATE pupil p SET created_by = c.created_by FROM classroom c WHERE c.id = p.classroom_id;
CREATE INDEX classroom_created_by ON classroom (created_by);
CREATE INDEX pupil_created_by ON pupil (created_by);

-- An invitation link: only the SHA-256 of its random token is kept, so the
-- table cannot be used to join. Used up when uses reaches max_uses.
CREATE TABLE school_invitation (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  school_id   uuid NOT NULL REFERENCES school (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  max_uses    integer NOT NULL CHECK (max_uses >= 1),
  uses        integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_by  uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX school_invitation_school ON school_invitation (school_id);

-- A test shared by its author with a colleague: 'grade' (assign it to their
-- classes, enter and see grades there) or 'edit' (also change the test).
CREATE TABLE quiz_share (
  quiz_id     uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  permission  text NOT NULL CHECK (permission IN ('grade', 'edit')),
  shared_by   uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, user_id)
);
CREATE INDEX quiz_share_user ON quiz_share (user_id);
