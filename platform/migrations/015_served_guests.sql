-- The guests the server served each build of a remote, per venue: the autopilot's failure rates are
-- failing guests out of these (see README, "What one client can move"). One row per guest, version and
-- venue, refreshed by their later pages at most once a minute, so the table grows with guests, not with
-- pages; retention deletes the rows no page refreshed for two days.
CREATE TABLE served_guests (
  remote           text NOT NULL,
  version          text NOT NULL,
  venue_id         integer NOT NULL REFERENCES venues (id),
  guest_id         uuid NOT NULL,
  first_served_at  timestamptz NOT NULL DEFAULT now(),
  last_served_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version, venue_id, guest_id)
);
CREATE INDEX served_guests_recent ON served_guests (remote, version, last_served_at);

-- The client a failure came from as the rate limits count one (an IPv4 address, an IPv6 /64): the
-- autopilot acts only on failing guests of several clients, and counts a few guests per client.
ALTER TABLE remote_load_failures ADD COLUMN client_key text;
UPDATE remote_load_failures SET client_key = client_addr WHERE client_addr NOT LIKE '%:%';
