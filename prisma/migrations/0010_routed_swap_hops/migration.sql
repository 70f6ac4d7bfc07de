-- A routed swap is one operation (issue 19): a swap that a pool sent on to the next pool records that
-- pool (derived by the indexer from the pinned factory), so activity lists and counts an operation's
-- first step only and reads the route from its hops. Existing rows stay roots until re-indexed.

-- AlterTable
ALTER TABLE "pool_events" ADD COLUMN "prev_pool" TEXT;
