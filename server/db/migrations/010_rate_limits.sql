-- Attempt counters for rate limiting (quote retrieval and quote emails), kept in the database so
-- every server instance on one PostgreSQL shares them. One row per limiter and key, e.g.
-- 'retrieve-token:<token hash>'; keys never hold a token or an IP address, only their SHA-256.
-- expire is when the window ends, in milliseconds since 1970 (as rate-limiter-flexible counts).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  expire bigint
);
-- Expired rows are deleted from time to time (rateLimit/dbRateLimiter.ts).
CREATE INDEX rate_limits_expire ON rate_limits (expire);
