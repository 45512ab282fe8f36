-- The venue's events as they happened, for a platform running in a process of its own: it reads them in
-- id order from where it last stopped. One process hosting both hears them in process as well; the
-- retention run deletes them after two days.
CREATE TABLE venue_event_log (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
