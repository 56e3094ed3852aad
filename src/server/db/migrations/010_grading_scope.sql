-- Which papers of a test the grade grid may write moves with its assignments and its double corrections:
-- unassigning a class, or setting it up for double correction, moves `grading_scope` on, in the same
-- transaction. A grade write lands only while the test is still at the version and the scope it checked
-- the pupil against (grades.repo `markWrite`), so a mark checked before the class went under double
-- correction is never stored after it (an outside tester's race: both answered 200, and the grid's mark
-- stood as a final result). On PostgreSQL the move also waits for grade writes in flight (they share-lock
-- the test's row), so the setup's own check for marks sees them.
ALTER TABLE quiz ADD COLUMN grading_scope integer NOT NULL DEFAULT 0;
