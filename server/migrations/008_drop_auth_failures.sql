-- Failed attempts are counted in the shared limit store now (Redis, or the process running alone), where every
-- count is one atomic update and expires by itself: the table is no longer read or written.
DROP TABLE IF EXISTS auth_failures;
