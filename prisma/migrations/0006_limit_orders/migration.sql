-- Limit orders (issue 15): the escrows the indexer follows, registered by their terms and verified by
-- derivation (the address is the order code's hash over those terms), and every log they emit.

-- CreateEnum
CREATE TYPE "order_status" AS ENUM ('pending', 'open', 'filled', 'cancelled', 'expired');

-- CreateEnum
CREATE TYPE "order_event_type" AS ENUM ('order_placed', 'order_filled', 'order_fill_failed', 'order_cancelled', 'order_expired');

-- CreateTable
CREATE TABLE "orders" (
    "address" TEXT NOT NULL,
    "maker" TEXT NOT NULL,
    "sell_asset" TEXT NOT NULL,
    "buy_asset" TEXT NOT NULL,
    "sell_amount" DECIMAL(78,0) NOT NULL,
    "min_buy_amount" DECIMAL(78,0) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "reward" DECIMAL(78,0) NOT NULL,
    "partial" BOOLEAN NOT NULL,
    "min_fill" DECIMAL(78,0) NOT NULL,
    "nonce" DECIMAL(78,0) NOT NULL,
    "status" "order_status" NOT NULL DEFAULT 'pending',
    "remaining" DECIMAL(78,0) NOT NULL,
    "received" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "reward_paid" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "last_seqno" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("address")
);

-- CreateTable
CREATE TABLE "order_events" (
    "id" BIGSERIAL NOT NULL,
    "tx_hash" TEXT NOT NULL,
    "event_index" INTEGER NOT NULL,
    "lt" DECIMAL(20,0) NOT NULL,
    "order_address" TEXT NOT NULL,
    "maker" TEXT NOT NULL,
    "seqno" BIGINT NOT NULL,
    "type" "order_event_type" NOT NULL,
    "query_id" DECIMAL(20,0) NOT NULL,
    "actor" TEXT,
    "amount_in" DECIMAL(78,0),
    "amount_out" DECIMAL(78,0),
    "remaining" DECIMAL(78,0),
    "reward" DECIMAL(78,0),
    "direct" BOOLEAN,
    "reason" TEXT,
    "timestamp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "orders_maker_created_at_idx" ON "orders"("maker", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_sell_asset_buy_asset_status_idx" ON "orders"("sell_asset", "buy_asset", "status");

-- CreateIndex
CREATE INDEX "orders_status_expires_at_idx" ON "orders"("status", "expires_at");

-- CreateIndex
CREATE INDEX "order_events_order_address_seqno_idx" ON "order_events"("order_address", "seqno");

-- CreateIndex
CREATE INDEX "order_events_maker_timestamp_idx" ON "order_events"("maker", "timestamp" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "order_events_tx_hash_event_index_key" ON "order_events"("tx_hash", "event_index");

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_address_fkey" FOREIGN KEY ("order_address") REFERENCES "orders"("address") ON DELETE RESTRICT ON UPDATE CASCADE;
