-- Issue 14: SPEC 5's URL and phone rules belong to a school's optional
-- website and phone. '' means not given, like a classroom's description.
ALTER TABLE school ADD COLUMN website text NOT NULL DEFAULT '';
ALTER TABLE school ADD COLUMN phone text NOT NULL DEFAULT '';
