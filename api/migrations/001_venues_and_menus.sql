-- Venues, their tables and their menus. Money is stored in integer cents.

CREATE TABLE venues (
  id                             serial PRIMARY KEY,
  uuid                           uuid NOT NULL UNIQUE,
  slug                           text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  name                           text NOT NULL,
  description                    text NOT NULL DEFAULT '',
  logo                           text,
  cover_image                    text,
  instagram_url                  text,
  facebook_url                   text,
  colour                         text,
  currency                       text NOT NULL DEFAULT 'EUR',
  -- 1 restaurant, 2 bar, 3 hotel room service, 4 hotel landing page
  type                           integer NOT NULL,
  -- 0 standalone; 1 or 2 part of a wider business whose site is business_venue_id's domain
  business_account_type          integer NOT NULL DEFAULT 0 CHECK (business_account_type IN (0, 1, 2)),
  business_venue_id              integer REFERENCES venues (id),
  accept_card                    boolean NOT NULL DEFAULT false,
  accept_cash                    boolean NOT NULL DEFAULT false,
  accept_room_charge             boolean NOT NULL DEFAULT false,
  stripe_account_ref             text,
  accept_orders_without_tab      boolean NOT NULL DEFAULT false,
  is_currently_accepting_orders  boolean NOT NULL DEFAULT true,
  read_only_menu                 boolean NOT NULL DEFAULT false,
  read_only_text                 text,
  information_text_section       text,
  show_request_waiter_action     boolean NOT NULL DEFAULT false,
  show_add_to_home_screen_pop_up boolean NOT NULL DEFAULT false,
  languages                      text[] NOT NULL DEFAULT ARRAY['en'],
  default_language               text NOT NULL DEFAULT 'en',
  display_hotel_details          boolean NOT NULL DEFAULT false,
  -- last reference_id handed to an order of this venue
  last_reference                 integer NOT NULL DEFAULT 1000
);

-- Venues a hotel landing page lists.
CREATE TABLE hotel_listings (
  hotel_id  integer NOT NULL REFERENCES venues (id),
  venue_id  integer NOT NULL REFERENCES venues (id),
  position  integer NOT NULL,
  PRIMARY KEY (hotel_id, venue_id)
);

-- Table numbers (room numbers for room service) are text: "204", "T1".
CREATE TABLE venue_tables (
  venue_id      integer NOT NULL REFERENCES venues (id),
  table_number  text NOT NULL,
  position      integer NOT NULL,
  PRIMARY KEY (venue_id, table_number)
);

CREATE TABLE menus (
  id            serial PRIMARY KEY,
  venue_id      integer NOT NULL REFERENCES venues (id),
  name          text NOT NULL,
  read_only     boolean NOT NULL DEFAULT false,
  position      integer NOT NULL,
  out_of_stock  boolean NOT NULL DEFAULT false
);
CREATE INDEX menus_venue ON menus (venue_id);

CREATE TABLE menu_categories (
  id            serial PRIMARY KEY,
  menu_id       integer NOT NULL REFERENCES menus (id),
  name          text NOT NULL,
  position      integer NOT NULL,
  out_of_stock  boolean NOT NULL DEFAULT false
);
CREATE INDEX menu_categories_menu ON menu_categories (menu_id);

CREATE TABLE items (
  id            serial PRIMARY KEY,
  category_id   integer NOT NULL REFERENCES menu_categories (id),
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  image         text,
  position      integer NOT NULL,
  out_of_stock  boolean NOT NULL DEFAULT false
);
CREATE INDEX items_category ON items (category_id);

CREATE TABLE item_prices (
  id            serial PRIMARY KEY,
  item_id       integer NOT NULL REFERENCES items (id),
  description   text NOT NULL DEFAULT '',
  amount_cents  integer NOT NULL CHECK (amount_cents >= 0),
  position      integer NOT NULL
);
CREATE INDEX item_prices_item ON item_prices (item_id);

CREATE TABLE tags (
  id        serial PRIMARY KEY,
  venue_id  integer NOT NULL REFERENCES venues (id),
  name      text NOT NULL,
  image     text,
  bg_hex    text NOT NULL,
  text_hex  text NOT NULL
);

CREATE TABLE item_tags (
  item_id   integer NOT NULL REFERENCES items (id),
  tag_id    integer NOT NULL REFERENCES tags (id),
  position  integer NOT NULL,
  PRIMARY KEY (item_id, tag_id)
);

CREATE TABLE item_customisations (
  id              serial PRIMARY KEY,
  item_id         integer NOT NULL REFERENCES items (id),
  name            text NOT NULL,
  required        boolean NOT NULL DEFAULT false,
  max_selectable  integer NOT NULL CHECK (max_selectable >= 1),
  position        integer NOT NULL,
  out_of_stock    boolean NOT NULL DEFAULT false
);
CREATE INDEX item_customisations_item ON item_customisations (item_id);

CREATE TABLE customisation_options (
  id                    serial PRIMARY KEY,
  customisation_id      integer NOT NULL REFERENCES item_customisations (id),
  name                  text NOT NULL,
  price_cents           integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  pre_selected          boolean NOT NULL DEFAULT false,
  position              integer NOT NULL,
  out_of_stock          boolean NOT NULL DEFAULT false,
  -- shown as a line of its own on the order (e.g. a side dish chosen as an option)
  display_as_main_item  boolean NOT NULL DEFAULT false
);
CREATE INDEX customisation_options_group ON customisation_options (customisation_id);

-- Translated names and descriptions; a missing row falls back to the English column.
-- entity: 'menu' | 'category' | 'item' | 'customisation' | 'option' | 'price'
CREATE TABLE translations (
  entity     text NOT NULL,
  entity_id  integer NOT NULL,
  language   text NOT NULL,
  field      text NOT NULL,
  value      text NOT NULL,
  PRIMARY KEY (entity, entity_id, language, field)
);
