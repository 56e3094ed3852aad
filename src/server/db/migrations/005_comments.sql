-- One store for a teacher's comments on a pupil (issue 14). The comment typed
-- in the grade grid was kept on the grade row, where the pupil's history never
-- looked; it is now the pupil's comment tied to that test (at most one per
-- pupil and test), which the history lists and the grid reads and writes.
-- Every comment already on a grade moves over with its author and date.
ALTER TABLE pupil_comment ADD COLUMN quiz_id uuid REFERENCES quiz (id) ON DELETE SET NULL;
ALTER TABLE pupil_comment ADD CONSTRAINT pupil_comment_one_per_quiz UNIQUE (pupil_id, quiz_id);

INSERT INTO pupil_comment (pupil_id, quiz_id, author_id, body, created_at, updated_at)
SELECT pupil_id, quiz_id, graded_by, comments, graded_at, graded_at
FROM grade
WHERE btrim(comments) <> '';

ALTER TABLE grade DROP COLUMN comments;
