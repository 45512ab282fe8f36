-- The retention job (src/domain/retention.ts) finds what it purges by age: these keep its hourly
-- run from reading whole tables.
CREATE INDEX tabs_expires_at ON tabs (expires_at);
CREATE INDEX orders_expires_at ON orders (expires_at);
CREATE INDEX guest_sessions_check_out_at ON guest_sessions (check_out_at);
CREATE INDEX outbox_created_at ON outbox (created_at);
CREATE INDEX remote_load_failures_reported_at ON remote_load_failures (reported_at);
CREATE INDEX remote_rollouts_ended_at ON remote_rollouts (ended_at);
