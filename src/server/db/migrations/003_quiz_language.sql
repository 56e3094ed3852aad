-- Issue 14: a test is printed in its own language, not the interface's.
-- Existing tests were written for Romanian schools (no user keeps a preferred
-- language to take instead), so they start as Romanian.
ALTER TABLE quiz ADD COLUMN language text NOT NULL DEFAULT 'ro';
ALTER TABLE quiz ADD CONSTRAINT quiz_language_known CHECK (language IN ('en', 'ro', 'es'));
