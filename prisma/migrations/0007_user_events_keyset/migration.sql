-- GET /users/events pages by keyset (issue 17): the wallet's events in the list's own order (timestamp, lt,
-- event index, all descending), so a page after a cursor is a range read of the index, and the old
-- (user, timestamp) index, its prefix, goes.

-- DropIndex
DROP INDEX "pool_events_user_address_timestamp_idx";

-- CreateIndex
CREATE INDEX "pool_events_user_address_timestamp_lt_event_index_idx" ON "pool_events"("user_address", "timestamp" DESC, "lt" DESC, "event_index" DESC);
