-- Counters of rate limits and lock-outs (join-tab and hotel-login attempts), kept in the database so
-- every API instance on it counts the same attempts. A row counts hits until window_ends; the next
-- hit after that starts a new window. Expired rows are swept now and then.
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  hits         integer NOT NULL CHECK (hits >= 1),
  window_ends  timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
