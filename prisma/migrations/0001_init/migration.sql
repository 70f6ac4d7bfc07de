-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "pool_curve" AS ENUM ('constant_product', 'stable');

-- CreateEnum
CREATE TYPE "pool_event_type" AS ENUM ('pool_created', 'swap', 'swap_refunded', 'liquidity_added', 'liquidity_removed', 'liquidity_refunded');

-- CreateEnum
CREATE TYPE "candle_subject_type" AS ENUM ('token', 'pool');

-- CreateEnum
CREATE TYPE "candle_interval" AS ENUM ('m1', 'm5', 'h1', 'd1');

-- CreateTable
CREATE TABLE "tokens" (
    "address" TEXT NOT NULL,
    "symbol" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "decimals" INTEGER NOT NULL,
    "icon_url" TEXT,
    "description" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "is_meme" BOOLEAN NOT NULL DEFAULT false,
    "price_usd" DECIMAL(60,30) NOT NULL DEFAULT 0,
    "price_ton" DECIMAL(60,30) NOT NULL DEFAULT 0,
    "price_updated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tokens_pkey" PRIMARY KEY ("address")
);

-- CreateTable
CREATE TABLE "pools" (
    "address" TEXT NOT NULL,
    "asset0" TEXT NOT NULL,
    "asset1" TEXT NOT NULL,
    "fee_bps" INTEGER NOT NULL,
    "curve" "pool_curve" NOT NULL DEFAULT 'constant_product',
    "reserve0" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "reserve1" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "lp_supply" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "last_seqno" BIGINT NOT NULL DEFAULT 0,
    "tvl_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "volume_24h_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "fees_24h_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "apr" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "price" DECIMAL(60,30) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pools_pkey" PRIMARY KEY ("address")
);

-- CreateTable
CREATE TABLE "pool_events" (
    "id" BIGSERIAL NOT NULL,
    "tx_hash" TEXT NOT NULL,
    "event_index" INTEGER NOT NULL,
    "lt" DECIMAL(20,0) NOT NULL,
    "pool_address" TEXT NOT NULL,
    "seqno" BIGINT NOT NULL,
    "type" "pool_event_type" NOT NULL,
    "query_id" DECIMAL(20,0) NOT NULL,
    "user_address" TEXT NOT NULL,
    "receiver" TEXT,
    "zero_for_one" BOOLEAN,
    "amount_in" DECIMAL(78,0),
    "amount_out" DECIMAL(78,0),
    "amount0" DECIMAL(78,0),
    "amount1" DECIMAL(78,0),
    "lp_amount" DECIMAL(78,0),
    "amount_in_usd" DECIMAL(38,12),
    "amount_out_usd" DECIMAL(38,12),
    "amount0_usd" DECIMAL(38,12),
    "amount1_usd" DECIMAL(38,12),
    "reserve0_after" DECIMAL(78,0) NOT NULL,
    "reserve1_after" DECIMAL(78,0) NOT NULL,
    "lp_supply_after" DECIMAL(78,0) NOT NULL,
    "refund_reason" TEXT,
    "success" BOOLEAN NOT NULL,
    "gas_used" BIGINT NOT NULL,
    "timestamp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pool_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "positions" (
    "user_address" TEXT NOT NULL,
    "pool_address" TEXT NOT NULL,
    "lp_balance" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "deposited0" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "deposited1" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "withdrawn0" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "withdrawn1" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "fees0" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "fees1" DECIMAL(78,0) NOT NULL DEFAULT 0,
    "fees0_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "fees1_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "positions_pkey" PRIMARY KEY ("user_address","pool_address")
);

-- CreateTable
CREATE TABLE "candles" (
    "subject" TEXT NOT NULL,
    "subject_type" "candle_subject_type" NOT NULL,
    "interval" "candle_interval" NOT NULL,
    "open_time" TIMESTAMPTZ(3) NOT NULL,
    "open" DECIMAL(60,30) NOT NULL,
    "high" DECIMAL(60,30) NOT NULL,
    "low" DECIMAL(60,30) NOT NULL,
    "close" DECIMAL(60,30) NOT NULL,
    "volume_usd" DECIMAL(38,12) NOT NULL DEFAULT 0,

    CONSTRAINT "candles_pkey" PRIMARY KEY ("subject","interval","open_time")
);

-- CreateTable
CREATE TABLE "trace_records" (
    "account" TEXT NOT NULL,
    "query_id" DECIMAL(20,0) NOT NULL,
    "root_tx_hash" TEXT NOT NULL,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "success" BOOLEAN NOT NULL DEFAULT false,
    "event_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trace_records_pkey" PRIMARY KEY ("account","query_id")
);

-- CreateTable
CREATE TABLE "indexer_cursors" (
    "account" TEXT NOT NULL,
    "last_lt" DECIMAL(20,0) NOT NULL,
    "last_tx_hash" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "indexer_cursors_pkey" PRIMARY KEY ("account")
);

-- CreateIndex
CREATE INDEX "pools_tvl_usd_idx" ON "pools"("tvl_usd" DESC);

-- CreateIndex
CREATE INDEX "pools_volume_24h_usd_idx" ON "pools"("volume_24h_usd" DESC);

-- CreateIndex
CREATE INDEX "pools_fees_24h_usd_idx" ON "pools"("fees_24h_usd" DESC);

-- CreateIndex
CREATE INDEX "pools_apr_idx" ON "pools"("apr" DESC);

-- CreateIndex
CREATE INDEX "pools_asset0_asset1_idx" ON "pools"("asset0", "asset1");

-- CreateIndex
CREATE INDEX "pools_asset1_idx" ON "pools"("asset1");

-- CreateIndex
CREATE INDEX "pool_events_pool_address_timestamp_idx" ON "pool_events"("pool_address", "timestamp" DESC);

-- CreateIndex
CREATE INDEX "pool_events_user_address_timestamp_idx" ON "pool_events"("user_address", "timestamp" DESC);

-- CreateIndex
CREATE INDEX "pool_events_user_address_query_id_idx" ON "pool_events"("user_address", "query_id");

-- CreateIndex
CREATE UNIQUE INDEX "pool_events_tx_hash_event_index_key" ON "pool_events"("tx_hash", "event_index");

-- CreateIndex
CREATE INDEX "positions_pool_address_idx" ON "positions"("pool_address");

-- AddForeignKey
ALTER TABLE "pools" ADD CONSTRAINT "pools_asset0_fkey" FOREIGN KEY ("asset0") REFERENCES "tokens"("address") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pools" ADD CONSTRAINT "pools_asset1_fkey" FOREIGN KEY ("asset1") REFERENCES "tokens"("address") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pool_events" ADD CONSTRAINT "pool_events_pool_address_fkey" FOREIGN KEY ("pool_address") REFERENCES "pools"("address") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "positions" ADD CONSTRAINT "positions_pool_address_fkey" FOREIGN KEY ("pool_address") REFERENCES "pools"("address") ON DELETE RESTRICT ON UPDATE CASCADE;
