-- Hotel guests, tabs, orders, service requests, payments and the e-mail outbox.

-- Guests a hotel (a business venue) has checked in.
CREATE TABLE guests (
  id                 serial PRIMARY KEY,
  business_venue_id  integer NOT NULL REFERENCES venues (id),
  surname            text NOT NULL,
  room_number        text NOT NULL,
  email              text,
  -- last check-out date the guest gave us (or the hotel recorded)
  check_out_date     date
);
CREATE UNIQUE INDEX guests_identity ON guests (business_venue_id, lower(surname), room_number);
CREATE INDEX guests_email ON guests (business_venue_id, lower(email));

CREATE TABLE guest_sessions (
  id                 serial PRIMARY KEY,
  uuid               uuid NOT NULL UNIQUE,
  guest_id           integer NOT NULL REFERENCES guests (id),
  business_venue_id  integer NOT NULL REFERENCES venues (id),
  room_number        text NOT NULL,
  check_out_at       timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tabs (
  id                serial PRIMARY KEY,
  uuid              uuid NOT NULL UNIQUE,
  venue_id          integer NOT NULL REFERENCES venues (id),
  table_number      text NOT NULL,
  first_name        text NOT NULL,
  last_name         text NOT NULL DEFAULT '',
  -- four digits; null for room-service tabs, which nobody joins by password
  password          text CHECK (password ~ '^[0-9]{4}$'),
  guest_session_id  integer REFERENCES guest_sessions (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL
);
CREATE INDEX tabs_table ON tabs (venue_id, table_number);
CREATE INDEX tabs_guest_session ON tabs (guest_session_id);

CREATE TABLE orders (
  id                    serial PRIMARY KEY,
  uuid                  uuid NOT NULL UNIQUE,
  venue_id              integer NOT NULL REFERENCES venues (id),
  tab_id                integer REFERENCES tabs (id),
  guest_session_id      integer REFERENCES guest_sessions (id),
  reference_id          integer NOT NULL,
  -- 0 open, 2 submitted, 3 accepted, 4 declined
  status                integer NOT NULL DEFAULT 0 CHECK (status IN (0, 2, 3, 4)),
  table_number          text,
  payment_method        text,
  is_paid               boolean NOT NULL DEFAULT false,
  tip_cents             integer NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
  note                  text NOT NULL DEFAULT '',
  email                 text,
  submitted_for_review  timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  expires_at            timestamptz NOT NULL
);
CREATE INDEX orders_tab ON orders (tab_id);

CREATE TABLE order_items (
  id                serial PRIMARY KEY,
  order_id          integer NOT NULL REFERENCES orders (id),
  item_id           integer NOT NULL REFERENCES items (id),
  price_id          integer NOT NULL REFERENCES item_prices (id),
  name              text NOT NULL,
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  -- price of one unit, options included, at the time it was added
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
  note              text NOT NULL DEFAULT ''
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE order_item_options (
  id                    serial PRIMARY KEY,
  order_item_id         integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  option_id             integer NOT NULL REFERENCES customisation_options (id),
  name                  text NOT NULL,
  price_cents           integer NOT NULL CHECK (price_cents >= 0),
  position              integer NOT NULL,
  display_as_main_item  boolean NOT NULL DEFAULT false
);
CREATE INDEX order_item_options_item ON order_item_options (order_item_id);

CREATE TABLE service_requests (
  id              serial PRIMARY KEY,
  order_id        integer NOT NULL REFERENCES orders (id),
  -- 0 bill, 1 call a server
  request_type    integer NOT NULL CHECK (request_type IN (0, 1)),
  payment_method  text,
  table_number    text,
  open            boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- One open request per order, guaranteed even under concurrent calls.
CREATE UNIQUE INDEX service_requests_one_open ON service_requests (order_id) WHERE open;

CREATE TABLE payments (
  id             serial PRIMARY KEY,
  order_id       integer NOT NULL REFERENCES orders (id),
  provider       text NOT NULL,
  intent_id      text NOT NULL UNIQUE,
  client_secret  text NOT NULL UNIQUE,
  amount_cents   integer NOT NULL,
  currency       text NOT NULL,
  -- 'pending' | 'succeeded' | 'failed'
  status         text NOT NULL DEFAULT 'pending',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order ON payments (order_id);

-- Every e-mail the API sends is written here first; sent_at or error records delivery.
CREATE TABLE outbox (
  id          serial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  error       text
);
