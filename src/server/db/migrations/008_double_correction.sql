-- Double correction (issue 17): a test given to a class is graded by two
-- evaluators blind; a third settles the papers whose marks differ by more
-- than the threshold. The evaluators' marks are kept apart from `grade`,
-- which only ever holds the final mark of a paper: every report, export and
-- analysis reads final marks and nothing of a correction under way.

-- Tied to the test and the class, not to the assignment: unassigning a class
-- keeps its grades (results.repo assignedClassroomIds), and so it keeps its
-- corrections and their record; assigning it again brings them back.
CREATE TABLE double_correction (
  quiz_id        uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  classroom_id   uuid NOT NULL REFERENCES classroom (id) ON DELETE CASCADE,
  -- Set null when an evaluator's account is deleted: the author names another.
  evaluator1_id  uuid REFERENCES app_user (id) ON DELETE SET NULL,
  evaluator2_id  uuid REFERENCES app_user (id) ON DELETE SET NULL,
  -- Null: "choose later".
  evaluator3_id  uuid REFERENCES app_user (id) ON DELETE SET NULL,
  -- Hundredths of the 1-10 mark: 100 is the national exams' one point.
  threshold      integer NOT NULL DEFAULT 100 CHECK (threshold BETWEEN 0 AND 900),
  final_mark     text NOT NULL DEFAULT 'meanTruncated' CHECK (final_mark IN ('meanTruncated', 'meanRounded')),
  -- When both corrections were submitted and the papers settled or sent to the third evaluator.
  reconciled_at  timestamptz,
  created_by     uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, classroom_id),
  CONSTRAINT double_correction_distinct CHECK (
    evaluator1_id IS DISTINCT FROM evaluator2_id
    AND (evaluator3_id IS NULL OR (evaluator3_id IS DISTINCT FROM evaluator1_id AND evaluator3_id IS DISTINCT FROM evaluator2_id))
  )
);
CREATE INDEX double_correction_classroom ON double_correction (classroom_id);

-- One evaluator's marks of one paper (evaluator 1, 2 or 3), like a grade row.
CREATE TABLE correction (
  quiz_id          uuid NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
  pupil_id         uuid NOT NULL REFERENCES pupil (id) ON DELETE CASCADE,
  evaluator        smallint NOT NULL CHECK (evaluator IN (1, 2, 3)),
  score            integer,
  question_scores  jsonb NOT NULL DEFAULT '{}'::jsonb,
  version          integer NOT NULL DEFAULT 1,
  graded_by        uuid REFERENCES app_user (id) ON DELETE SET NULL,
  graded_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, pupil_id, evaluator)
);
CREATE INDEX correction_pupil ON correction (pupil_id);

-- "Submit my correction": reversible until the other evaluator has submitted.
CREATE TABLE correction_submission (
  quiz_id       uuid NOT NULL,
  classroom_id  uuid NOT NULL,
  evaluator     smallint NOT NULL CHECK (evaluator IN (1, 2)),
  submitted_by  uuid REFERENCES app_user (id) ON DELETE SET NULL,
  submitted_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quiz_id, classroom_id, evaluator),
  FOREIGN KEY (quiz_id, classroom_id) REFERENCES double_correction (quiz_id, classroom_id) ON DELETE CASCADE
);

-- Every step, who and when: shown to the author and the school's owner.
CREATE TABLE correction_event (
  -- In the order the steps happened: one transaction's steps share its now().
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id       uuid NOT NULL,
  classroom_id  uuid NOT NULL,
  actor_id      uuid REFERENCES app_user (id) ON DELETE SET NULL,
  action        text NOT NULL,
  pupil_id      uuid REFERENCES pupil (id) ON DELETE CASCADE,
  detail        jsonb NOT NULL DEFAULT '{}'::jsonb,
  at            timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (quiz_id, classroom_id) REFERENCES double_correction (quiz_id, classroom_id) ON DELETE CASCADE
);
CREATE INDEX correction_event_pair ON correction_event (quiz_id, classroom_id, at);

-- A final mark set by the rule (the mean of two marks, truncated or rounded),
-- in hundredths of the 1-10 mark; null when the mark follows from the score.
ALTER TABLE grade ADD COLUMN final_mark integer CHECK (final_mark BETWEEN 100 AND 1000);
