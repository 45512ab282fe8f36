-- The venue's read model: what the venue API promises code outside it (the platform) about its venues
-- and orders, as views, so the venue's own tables may change while these keep their columns.
-- order_outcomes.items_cents is what the order's lines come to (unit price times quantity).
CREATE VIEW venue_directory AS SELECT id, slug, currency FROM venues;
CREATE VIEW order_outcomes AS
  SELECT o.id, o.uuid, o.venue_id, o.status, o.is_paid,
         (SELECT coalesce(sum(i.unit_price_cents::bigint * i.quantity), 0)::bigint FROM order_items i WHERE i.order_id = o.id) AS items_cents
  FROM orders o;
