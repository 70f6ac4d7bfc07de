-- GET /users/events without a join per read (issue 17): pool_events.own_operation says "a verified trace
-- record of this event's wallet lists this event" (record account = user_address, same query_id, tx_hash
-- in its tx_hashes), the condition the API checked with a semi-join of trace_records on every count and
-- offset page. Two partial indexes hold the wallet's own operations: in list order (keyset and offset pages
-- walk it alone) and by wallet alone (deduplicated: the total is an index-only count of a few pages). The
-- (user, timestamp, lt, event index) index of 0007 served only those reads and goes.
--
-- Why triggers rather than the indexer's write paths: the flag depends on rows of two tables that arrive in
-- any order (an event before its trace is read, a record verified later or with more tx hashes once the
-- trace is Full, an unverified row dropped, the seed and tests writing through Prisma). A trigger on each
-- table catches every writer, present and future, in the same transaction as the write.
--
-- Concurrency: an event inserted by account-sync while trace-ingest verifies its record in another
-- transaction would each miss the other's uncommitted row (neither would set the flag). Both triggers
-- first take a transaction-level advisory lock on (wallet, query id), then look at the other table with
-- a fresh snapshot (READ COMMITTED, a volatile function's statement): whichever comes second sees the
-- first one's committed row. A transaction holds one such lock per (wallet, query id) it writes until it
-- commits, in Postgres' shared lock table (max_locks_per_transaction × max_connections entries, 6,400 by
-- default): fine for account-sync's pages (≤ SYNC_PAGE_SIZE, 500, operations) and trace-ingest's batches,
-- but a bulk load must write a few thousand operations per transaction at most.

-- no write to either table while the existing rows are flagged and the triggers are created
LOCK TABLE "pool_events", "trace_records" IN SHARE ROW EXCLUSIVE MODE;

-- AlterTable
ALTER TABLE "pool_events" ADD COLUMN     "own_operation" BOOLEAN NOT NULL DEFAULT false;

-- Backfill
UPDATE "pool_events" e SET "own_operation" = true
WHERE EXISTS (
  SELECT 1 FROM "trace_records" r
  WHERE r.account = e.user_address AND r.query_id = e.query_id AND r.verified AND e.tx_hash = ANY (r.tx_hashes)
);

-- The lock of one (wallet, query id): its events and its verified records change one at a time.
CREATE FUNCTION own_operation_lock(account TEXT, query_id NUMERIC) RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtext('pool_events.own_operation'), hashtext(account || '/' || query_id::text))
$$;

-- An event written (or its wallet, query id or hash changed): is it in a verified record of its wallet?
CREATE FUNCTION pool_events_own_operation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM own_operation_lock(NEW.user_address, NEW.query_id);
  NEW.own_operation := EXISTS (
    SELECT 1 FROM trace_records r
    WHERE r.account = NEW.user_address AND r.query_id = NEW.query_id AND r.verified
      AND NEW.tx_hash = ANY (r.tx_hashes)
  );
  RETURN NEW;
END $$;

-- own_operation is in the list: a write of the flag itself is recomputed, never taken as given.
CREATE TRIGGER pool_events_own_operation
  BEFORE INSERT OR UPDATE OF user_address, query_id, tx_hash, own_operation ON pool_events
  FOR EACH ROW EXECUTE FUNCTION pool_events_own_operation();

-- The events of one (wallet, query id) flagged again from its verified records (the (user_address,
-- query_id) index finds them); only rows whose flag changes are written.
CREATE FUNCTION own_operation_recheck(account TEXT, query_id NUMERIC) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM own_operation_lock(account, query_id);
  UPDATE pool_events e SET own_operation = NOT e.own_operation
  WHERE e.user_address = account AND e.query_id = own_operation_recheck.query_id
    AND e.own_operation IS DISTINCT FROM EXISTS (
      SELECT 1 FROM trace_records r
      WHERE r.account = e.user_address AND r.query_id = e.query_id AND r.verified AND e.tx_hash = ANY (r.tx_hashes)
    );
END $$;

-- A verified record written, changed or deleted (or a record verified, or no longer): its events' flags,
-- under the old key and the new one.
CREATE FUNCTION trace_records_own_operation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.verified THEN
    PERFORM own_operation_recheck(OLD.account, OLD.query_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.verified
     AND (TG_OP = 'INSERT' OR NOT OLD.verified OR (OLD.account, OLD.query_id) IS DISTINCT FROM (NEW.account, NEW.query_id)) THEN
    PERFORM own_operation_recheck(NEW.account, NEW.query_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER trace_records_own_operation_insert
  AFTER INSERT ON trace_records
  FOR EACH ROW WHEN (NEW.verified) EXECUTE FUNCTION trace_records_own_operation();
CREATE TRIGGER trace_records_own_operation_update
  AFTER UPDATE ON trace_records
  FOR EACH ROW WHEN ((OLD.verified OR NEW.verified)
    AND (OLD.verified, OLD.account, OLD.query_id, OLD.tx_hashes) IS DISTINCT FROM (NEW.verified, NEW.account, NEW.query_id, NEW.tx_hashes))
  EXECUTE FUNCTION trace_records_own_operation();
CREATE TRIGGER trace_records_own_operation_delete
  AFTER DELETE ON trace_records
  FOR EACH ROW WHEN (OLD.verified) EXECUTE FUNCTION trace_records_own_operation();

-- DropIndex
DROP INDEX "pool_events_user_address_timestamp_lt_event_index_idx";

-- CreateIndex
CREATE INDEX "pool_events_own_activity_idx" ON "pool_events"("user_address", "timestamp" DESC, "lt" DESC, "event_index" DESC, "tx_hash") WHERE (own_operation AND prev_pool IS NULL AND type NOT IN ('pool_created', 'pool_ready', 'pool_failed', 'reserves_changed'));

-- CreateIndex
CREATE INDEX "pool_events_own_activity_count_idx" ON "pool_events"("user_address") WHERE (own_operation AND prev_pool IS NULL AND type NOT IN ('pool_created', 'pool_ready', 'pool_failed', 'reserves_changed'));
