-- Pool status from the pools' own logs (issue 13). Rows that exist get 'discovering' until the indexer's
-- reconcile reads get_pool_data; the re-verification of existing rows (a pool row must be the address the
-- pinned factory derives) cannot be done in SQL: the indexer runs it at start-up, before any sync
-- (apps/indexer/src/jobs/verify-pools).

-- CreateEnum
CREATE TYPE "pool_status" AS ENUM ('discovering', 'ready', 'failed');

-- AlterEnum (PostgreSQL 12+ adds enum values inside a transaction; none is used in this migration)
ALTER TYPE "pool_event_type" ADD VALUE 'pool_ready';
ALTER TYPE "pool_event_type" ADD VALUE 'pool_failed';
ALTER TYPE "pool_event_type" ADD VALUE 'reserves_changed';

-- AlterTable
ALTER TABLE "pools" ADD COLUMN     "status" "pool_status" NOT NULL DEFAULT 'discovering';
