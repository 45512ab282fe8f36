-- A tab's bill paid in the app (whole, split or by items), and money given back when a venue declines
-- an order or lets it expire unaccepted.

-- Which browser submitted an order (its signed guest cookie): a bill says who ordered what, and a guest
-- at a venue without tabs finds their own orders.
ALTER TABLE orders ADD COLUMN guest_id uuid;
CREATE INDEX orders_guest ON orders (venue_id, guest_id) WHERE guest_id IS NOT NULL;
-- The room a room charge went to.
ALTER TABLE orders ADD COLUMN charged_room text;
-- The browser that opened the tab: its orders are named after the tab's opener.
ALTER TABLE tabs ADD COLUMN opened_by_guest uuid;

-- One ledger row per bill: a tab's, or one guest's own orders at a venue without tabs. Its two counters
-- are what one conditional UPDATE reserves against, so payers racing each other queue on this row.
CREATE TABLE bills (
  id          serial PRIMARY KEY,
  venue_id    integer NOT NULL REFERENCES venues (id),
  tab_id      integer UNIQUE REFERENCES tabs (id),
  guest_id    uuid,
  -- paid in the app, refunds taken off
  paid_cents  bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  -- held by payments whose card is being confirmed
  held_cents  bigint NOT NULL DEFAULT 0 CHECK (held_cents >= 0),
  CHECK ((tab_id IS NULL) <> (guest_id IS NULL))
);
CREATE UNIQUE INDEX bills_guest ON bills (venue_id, guest_id) WHERE guest_id IS NOT NULL;

CREATE TABLE bill_payments (
  id                serial PRIMARY KEY,
  uuid              uuid NOT NULL UNIQUE,
  bill_id           integer NOT NULL REFERENCES bills (id),
  way               text NOT NULL CHECK (way IN ('whole', 'shares', 'items', 'amount')),
  method            text NOT NULL,
  amount_cents      integer NOT NULL CHECK (amount_cents > 0),
  tip_cents         integer NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
  provider          text,
  intent_id         text UNIQUE,
  client_secret     text UNIQUE,
  -- 'held' (the card is being confirmed), 'succeeded', 'released' (declined, abandoned or held too long)
  status            text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'succeeded', 'released')),
  guest_id          uuid,
  charged_room      text,
  email             text,
  hold_until        timestamptz NOT NULL,
  provider_error    text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz
);
CREATE INDEX bill_payments_bill ON bill_payments (bill_id, status);

-- Lines a 'Pay for my items' payment holds or paid: the key makes a line payable once.
CREATE TABLE bill_line_claims (
  order_item_id  integer PRIMARY KEY REFERENCES order_items (id),
  payment_id     integer NOT NULL REFERENCES bill_payments (id)
);
CREATE INDEX bill_line_claims_payment ON bill_line_claims (payment_id);

-- What a succeeded payment paid of each order: a declined order's share is what goes back.
CREATE TABLE bill_allocations (
  payment_id    integer NOT NULL REFERENCES bill_payments (id),
  order_id      integer NOT NULL REFERENCES orders (id),
  amount_cents  integer NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (payment_id, order_id)
);
CREATE INDEX bill_allocations_order ON bill_allocations (order_id);

-- Every refund, one per key (the payment and what it is for): a decline replayed, a sweep run twice or a
-- provider call retried gives back once. The provider gets the same key.
CREATE TABLE refunds (
  id               serial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  venue_id         integer NOT NULL REFERENCES venues (id),
  -- the order the money was for; null for a bill payment given back whole (released before its card succeeded)
  order_id         integer REFERENCES orders (id),
  payment_id       integer REFERENCES payments (id),
  bill_payment_id  integer REFERENCES bill_payments (id),
  provider         text NOT NULL,
  -- null for a room charge, which is taken off the room's bill instead
  intent_id        text,
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  -- 'declined' | 'expired' (the order's money), 'released' (a late success after its hold ended), 'overpaid'
  reason           text NOT NULL,
  -- 'pending' until the provider took it, 'failed' while it refuses (retried by the sweep)
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_error   text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((payment_id IS NULL) <> (bill_payment_id IS NULL))
);
CREATE INDEX refunds_order ON refunds (order_id);
CREATE INDEX refunds_open ON refunds (status) WHERE status <> 'succeeded';
