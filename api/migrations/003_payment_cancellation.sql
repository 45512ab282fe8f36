-- An intent stops matching its order when the order's items change or it is checked out again.
-- payments.status gains two values (it is plain text, so no constraint changes):
--   'canceled'  the order changed before any success verdict; the intent must never submit it
--   'stale'     a success verdict came for a canceled or mismatching intent; the order stayed open
-- and the provider calls that follow, which run after the order's transaction, leave a trace here.

-- When a stale payment's money went back to the guest (the provider refunded it).
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
-- The last failed provider call for this payment (cancel or refund), kept for staff to act on.
ALTER TABLE payments ADD COLUMN provider_error text;
