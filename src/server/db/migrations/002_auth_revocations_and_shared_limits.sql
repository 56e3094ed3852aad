-- Issue 12, sessions and accounts.

-- Every instance polls "sessions revoked since my last look" once a second,
-- so that a revoked session's access tokens stop everywhere within a second.
CREATE INDEX auth_session_revoked_at ON auth_session (revoked_at) WHERE revoked_at IS NOT NULL;

-- Ending every outstanding reset link of an account at once.
CREATE INDEX password_reset_user_open ON password_reset (user_id) WHERE used_at IS NULL;

-- Per-IP request counters of the rate limits on the account routes, shared by
-- every instance on this database (a fixed window per key).
CREATE TABLE rate_limit_counter (
  key             text PRIMARY KEY,
  hits            integer NOT NULL,
  window_ends_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_counter_window ON rate_limit_counter (window_ends_at);

-- The sign-in pause per account (lower-cased address), shared likewise.
CREATE TABLE login_failure (
  account           text PRIMARY KEY,
  failures          integer NOT NULL,
  first_failure_at  timestamptz NOT NULL,
  blocked_until     timestamptz
);
CREATE INDEX login_failure_first ON login_failure (first_failure_at);
