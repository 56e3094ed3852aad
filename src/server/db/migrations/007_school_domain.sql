-- Sign-in by domain (issue 16, optional per school): with an OpenID provider
-- configured, whoever signs in through it with a verified address at the
-- school's domain joins the school as a teacher. Exact domain, lower case
-- (the staff's domain, not a parent one that pupils' accounts may share).
ALTER TABLE school ADD COLUMN join_domain text
  CONSTRAINT school_join_domain_form CHECK (join_domain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$');
CREATE INDEX school_join_domain ON school (join_domain) WHERE join_domain IS NOT NULL;

-- Who was removed from a school, or left it: sign-in by domain does not bring
-- them back (an invitation link still can, and clears this).
CREATE TABLE school_departure (
  school_id   uuid NOT NULL REFERENCES school (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  departed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, user_id)
);
