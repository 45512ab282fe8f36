-- Where a platform in a process of its own has read the venue's event log up to (venue_event_log.id):
-- one row, moved forward only, so instances reading at once never move it back.
CREATE TABLE platform.venue_event_cursor (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  last_id bigint NOT NULL
);
INSERT INTO platform.venue_event_cursor (last_id) SELECT coalesce(max(id), 0) FROM venue_event_log;
