-- Idempotency-Key claims are bounded per account (count and bytes) and taken over only when their attempt stopped
-- saying it is alive. Rows live ten minutes; those kept now are dropped, since a changePassword sent with a key may
-- have left a hash of its passwords in request_hash.
DELETE FROM idempotency_keys;
ALTER TABLE idempotency_keys ADD COLUMN alive_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE idempotency_keys ADD COLUMN response_bytes integer NOT NULL DEFAULT 0;
CREATE INDEX idempotency_keys_user_created_idx ON idempotency_keys (user_id, created_at DESC);
