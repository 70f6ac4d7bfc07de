import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// npm run db:seed: a small, believable market for local work on the API and web app without the indexer:
// the devnet's demo tokens and pools (its catalog: the same symbols, decimals, prices and depths),
// a day of swaps, one refund, a liquidity position, hourly candles and a finished trace.
// Addresses are made up (the devnet derives real ones from contract code); the indexer replaces all of it.
// Idempotent: every row is an upsert, so running it twice changes nothing.
import { createHash } from 'node:crypto';
import {
  isVerifiedSpec,
  POOL_SPECS,
  TOKEN_SPECS,
  TON_USD_PRICE,
  type Verification,
} from '@atoll/devnet/catalog';
import { createDb } from '../src/client';
import { toDecimal } from '../src/decimal';
import { databaseUrl } from '../src/env';
import { migrate } from '../src/migrate';
import { redactUrl } from '../src/urls';
import { Prisma } from '../generated/client';

const D = Prisma.Decimal;
const TON_USD = new D(TON_USD_PRICE);

interface SeedToken {
  symbol: string;
  name: string;
  decimals: number;
  usd: string;
  isMeme?: boolean;
  verified: boolean;
  verification: Verification;
  isScam: boolean;
  description: string;
}

// the devnet's demo world, so that the seeded market and a fresh devnet agree
const TOKENS: SeedToken[] = [
  {
    symbol: 'TON',
    name: 'Toncoin',
    decimals: 9,
    usd: String(TON_USD_PRICE),
    verified: true,
    verification: 'whitelist',
    isScam: false,
    description: 'The native coin',
  },
  ...TOKEN_SPECS.map((t) => ({
    symbol: t.symbol,
    name: t.name,
    decimals: t.decimals,
    usd: String(t.usdPrice),
    isMeme: t.isMeme,
    verified: isVerifiedSpec(t),
    verification: t.verification,
    isScam: t.isScam,
    description: t.description,
  })),
];

const POOLS = POOL_SPECS;

/** A stable made-up raw address. */
const fakeAddress = (label: string) =>
  `0:${createHash('sha256').update(`atoll-seed:${label}`).digest('hex')}`;
const fakeHash = (label: string) => createHash('sha256').update(`atoll-seed-tx:${label}`).digest('hex');
const tokenAddress = (symbol: string) =>
  symbol === 'TON' ? NATIVE_TON_ADDRESS : fakeAddress(`jetton:${symbol}`);

const bySymbol = new Map(TOKENS.map((t) => [t.symbol, t]));
const token = (symbol: string): SeedToken => {
  const found = bySymbol.get(symbol);
  if (!found) throw new Error(`unknown seed token ${symbol}`);
  return found;
};

/** Nano units worth `usd` of a token. */
function nanoForUsd(usd: Prisma.Decimal | string | number, t: SeedToken): bigint {
  return BigInt(new D(usd).div(t.usd).mul(new D(10).pow(t.decimals)).toFixed(0, D.ROUND_DOWN));
}

function usdOf(nano: bigint, t: SeedToken): Prisma.Decimal {
  return new D(nano.toString()).div(new D(10).pow(t.decimals)).mul(t.usd).toDecimalPlaces(12);
}

/** Integer square root (for the first LP supply, as the pool contract mints sqrt(amount0 * amount1)). */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

const USER = fakeAddress('wallet:alice');
const HOUR = 3_600_000;

async function main(): Promise<void> {
  const url = databaseUrl();
  await migrate({ url });
  const db = createDb(url);
  const now = Date.now();
  const dayAgo = Math.floor((now - 24 * HOUR) / HOUR) * HOUR;

  try {
    for (const t of TOKENS) {
      const data = {
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        description: t.description,
        // the devnet serves these (apps/devnet/assets/icons); TON has none there
        iconUrl:
          t.symbol === 'TON' ? null : `http://localhost:8081/devnet/icons/${t.symbol.toLowerCase()}.svg`,
        verified: t.verified,
        verification: t.verification,
        isScam: t.isScam,
        isMeme: t.isMeme ?? false,
        priceUsd: new D(t.usd),
        priceTon: new D(t.usd).div(TON_USD).toDecimalPlaces(30),
        priceUpdatedAt: new Date(now),
      };
      await db.token.upsert({
        where: { address: tokenAddress(t.symbol) },
        create: { address: tokenAddress(t.symbol), ...data },
        update: data,
      });
    }

    let lt = 47_000_000_000_000n;
    for (const [index, spec] of POOLS.entries()) {
      const t0 = token(spec.a);
      const t1 = token(spec.b);
      const address = fakeAddress(`pool:${spec.a}/${spec.b}/${spec.feeBps}`);
      const reserve0 = nanoForUsd(spec.usdDepth, t0);
      const reserve1 = nanoForUsd(spec.usdDepth, t1);
      const lpSupply = isqrt(reserve0 * reserve1);
      // a day of swaps at about 8 % of depth, alternating sides; fees follow from the tier
      const volume = new D(spec.usdDepth).mul('0.08');
      const fees = volume.mul(spec.feeBps).div(10_000);
      const tvl = new D(spec.usdDepth * 2);
      const price = new D(t0.usd).div(t1.usd).toDecimalPlaces(30);

      const pool = {
        asset0: tokenAddress(spec.a),
        asset1: tokenAddress(spec.b),
        feeBps: spec.feeBps,
        reserve0: toDecimal(reserve0),
        reserve1: toDecimal(reserve1),
        lpSupply: toDecimal(lpSupply),
        lastSeqno: 5n,
        tvlUsd: tvl,
        volume24hUsd: volume,
        fees24hUsd: fees,
        apr: fees.mul(365).div(tvl).mul(100).toDecimalPlaces(12),
        price,
        createdAt: new Date(dayAgo - 6 * HOUR),
      };
      await db.pool.upsert({ where: { address }, create: { address, ...pool }, update: pool });

      const after = {
        reserve0After: toDecimal(reserve0),
        reserve1After: toDecimal(reserve1),
        lpSupplyAfter: toDecimal(lpSupply),
      };
      const base = (seqno: number) => ({
        txHash: fakeHash(`${address}:${seqno}`),
        eventIndex: 0,
        lt: toDecimal((lt += 1_000_000n)),
        poolAddress: address,
        seqno: BigInt(seqno),
        queryId: toDecimal(BigInt(index * 100 + seqno)),
        userAddress: USER,
        success: true,
        gasUsed: 12_000n + BigInt(seqno * 137),
        timestamp: new Date(dayAgo + seqno * 4 * HOUR),
      });
      const swapIn = nanoForUsd(volume.div(4), t0);
      const swapOut = nanoForUsd(
        volume
          .div(4)
          .mul(10_000 - spec.feeBps)
          .div(10_000),
        t1,
      );
      const events: Prisma.PoolEventUncheckedCreateInput[] = [
        {
          ...base(0),

          type: 'pool_created',
          reserve0After: toDecimal(0n),
          reserve1After: toDecimal(0n),
          lpSupplyAfter: toDecimal(0n),
        },
        {
          ...base(1),

          type: 'liquidity_added',
          amount0: toDecimal(reserve0),
          amount1: toDecimal(reserve1),
          lpAmount: toDecimal(lpSupply),
          amount0Usd: usdOf(reserve0, t0),
          amount1Usd: usdOf(reserve1, t1),
          ...after,
        },
        {
          ...base(2),

          type: 'swap',
          receiver: USER,
          zeroForOne: true,
          amountIn: toDecimal(swapIn),
          amountOut: toDecimal(swapOut),
          amountInUsd: usdOf(swapIn, t0),
          amountOutUsd: usdOf(swapOut, t1),
          ...after,
        },
        {
          ...base(3),

          type: 'swap',
          receiver: USER,
          zeroForOne: false,
          amountIn: toDecimal(nanoForUsd(volume.div(4), t1)),
          amountOut: toDecimal(
            nanoForUsd(
              volume
                .div(4)
                .mul(10_000 - spec.feeBps)
                .div(10_000),
              t0,
            ),
          ),
          amountInUsd: volume.div(4),
          amountOutUsd: volume
            .div(4)
            .mul(10_000 - spec.feeBps)
            .div(10_000),
          ...after,
        },
        {
          ...base(4),

          type: 'swap_refunded',
          zeroForOne: true,
          amountIn: toDecimal(swapIn),
          amountInUsd: usdOf(swapIn, t0),
          refundReason: 'slippage',
          success: false,
          ...after,
        },
      ];
      for (const event of events) {
        const key = { txHash_eventIndex: { txHash: event.txHash, eventIndex: event.eventIndex } };
        await db.poolEvent.upsert({ where: key, create: event, update: event });
      }

      // alice owns 1 % of every pool
      const share = lpSupply / 100n;
      const position = {
        lpBalance: toDecimal(share),
        deposited0: toDecimal(reserve0 / 100n),
        deposited1: toDecimal(reserve1 / 100n),
        fees0: toDecimal(nanoForUsd(fees.div(200), t0)),
        fees1: toDecimal(nanoForUsd(fees.div(200), t1)),
        fees0Usd: fees.div(200).toDecimalPlaces(12),
        fees1Usd: fees.div(200).toDecimalPlaces(12),
      };
      const positionKey = { userAddress_poolAddress: { userAddress: USER, poolAddress: address } };
      await db.position.upsert({
        where: positionKey,
        create: { userAddress: USER, poolAddress: address, ...position },
        update: position,
      });

      // the user's own operations, as the indexer verifies them from their traces (the user's external-in
      // is each root): activity lists only events a verified record holds
      for (const event of events) {
        if (event.type === 'pool_created') continue;
        const trace = {
          account: USER,
          queryId: event.queryId,
          rootTxHash: fakeHash(event.seqno === 2n ? `root:${address}` : `root:${address}:${event.seqno}`),
        };
        const record = {
          verified: true,
          txHashes: [event.txHash],
          complete: true,
          success: event.success,
          eventCount: 1,
        };
        await db.traceRecord.upsert({
          where: { account_queryId_rootTxHash: trace },
          create: { ...trace, ...record },
          update: record,
        });
      }

      // hourly candles for the pool price, drifting ±1 %
      for (let h = 0; h < 24; h++) {
        const drift = (p: number) => price.mul(1 + 0.01 * Math.sin((h + p) / 3)).toDecimalPlaces(30);
        const candle = {
          open: drift(0),
          high: drift(0.5).mul('1.002'),
          low: drift(0.5).mul('0.998'),
          close: drift(1),
          volumeUsd: volume.div(24).toDecimalPlaces(12),
        };
        const openTime = new Date(dayAgo + h * HOUR);
        await db.candle.upsert({
          where: { subject_interval_openTime: { subject: address, interval: 'h1', openTime } },
          create: { subject: address, subjectType: 'pool', interval: 'h1', openTime, ...candle },
          update: candle,
        });
      }
    }
    console.log(`seeded ${TOKENS.length} tokens and ${POOLS.length} pools into ${redactUrl(url)}`);
  } finally {
    await db.$disconnect();
  }
}

await main();
