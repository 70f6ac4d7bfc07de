import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// Rows seeded straight into the test database with Prisma: what the indexer would have written.
import { createHash } from 'node:crypto';
import { type Db, Prisma, toDecimal } from '@atoll/db';
import { Address } from '@ton/core';

const D = Prisma.Decimal;

/** A stable made-up raw address per label. */
export const rawAddress = (label: string): string =>
  `0:${createHash('sha256').update(`atoll-test:${label}`).digest('hex')}`;
export const friendlyOf = (raw: string): string =>
  Address.parseRaw(raw).toString({ bounceable: true, testOnly: true });
export const txHash = (label: string): string =>
  createHash('sha256').update(`atoll-test-tx:${label}`).digest('hex');

export interface TokenFixture {
  symbol: string;
  name?: string;
  decimals?: number;
  usd?: string;
  verified?: boolean;
  isMeme?: boolean;
  /** The chain API's level; by default whitelist for a verified token, else none. */
  verification?: 'whitelist' | 'graylist' | 'blacklist' | 'none';
  isScam?: boolean;
  iconUrl?: string | null;
  /** Database key; the zero address for TON, else derived from the symbol. */
  address?: string;
}

export interface PoolFixture {
  address?: string;
  asset0: string;
  asset1: string;
  feeBps?: number;
  reserve0?: bigint;
  reserve1?: bigint;
  lpSupply?: bigint;
  tvlUsd?: string;
  volume24hUsd?: string;
  fees24hUsd?: string;
  apr?: string;
  price?: string;
  status?: 'discovering' | 'ready' | 'failed';
  createdAt?: Date;
}

type EventType = Prisma.PoolEventUncheckedCreateInput['type'];

export interface EventFixture {
  pool: string;
  user: string;
  type: EventType;
  at: Date;
  queryId?: bigint;
  success?: boolean;
  tx?: string;
  eventIndex?: number;
  over?: Partial<Prisma.PoolEventUncheckedCreateInput>;
  /**
   * The user's own operation: the indexer's verified trace record (rooted at the user's external-in)
   * lists this event. Without it the log only names the user, as anyone's can.
   */
  own?: boolean;
}

export interface OrderFixture {
  address?: string;
  maker: string;
  sell: string;
  buy: string;
  sellAmount: bigint;
  minBuyAmount: bigint;
  remaining?: bigint;
  reward?: bigint;
  partial?: boolean;
  nonce?: bigint;
  expiresAt?: Date;
  createdAt?: Date;
  status?: 'pending' | 'open' | 'filled' | 'cancelled' | 'expired';
}

let lt = 50_000_000_000_000n;

export function fixtures(db: Db) {
  return {
    async token(t: TokenFixture): Promise<string> {
      const address =
        t.address ?? (t.symbol === 'TON' ? NATIVE_TON_ADDRESS : rawAddress(`jetton:${t.symbol}`));
      await db.token.create({
        data: {
          address,
          symbol: t.symbol,
          name: t.name ?? t.symbol,
          decimals: t.decimals ?? 9,
          iconUrl: t.iconUrl === undefined ? `https://icons.test/${t.symbol.toLowerCase()}.svg` : t.iconUrl,
          verified: t.verified ?? true,
          verification: t.verification ?? ((t.verified ?? true) ? 'whitelist' : 'none'),
          isScam: t.isScam ?? false,
          isMeme: t.isMeme ?? false,
          priceUsd: new D(t.usd ?? '0'),
          priceTon: new D(t.usd ?? '0').div('3.2').toDecimalPlaces(30),
          priceUpdatedAt: new Date('2026-01-01T00:00:00Z'),
        },
      });
      return address;
    },

    async pool(p: PoolFixture): Promise<string> {
      const address = p.address ?? rawAddress(`pool:${p.asset0}/${p.asset1}/${p.feeBps ?? 30}`);
      await db.pool.create({
        data: {
          address,
          asset0: p.asset0,
          asset1: p.asset1,
          feeBps: p.feeBps ?? 30,
          reserve0: toDecimal(p.reserve0 ?? 1_000_000_000_000n),
          reserve1: toDecimal(p.reserve1 ?? 3_200_000_000n),
          lpSupply: toDecimal(p.lpSupply ?? 56_000_000_000n),
          tvlUsd: new D(p.tvlUsd ?? '6400'),
          volume24hUsd: new D(p.volume24hUsd ?? '1000'),
          fees24hUsd: new D(p.fees24hUsd ?? '3'),
          apr: new D(p.apr ?? '17.1'),
          price: new D(p.price ?? '3.2'),
          status: p.status ?? 'ready',
          createdAt: p.createdAt ?? new Date('2026-01-01T00:00:00Z'),
        },
      });
      return address;
    },

    async event(e: EventFixture): Promise<string> {
      const tx = e.tx ?? txHash(`${e.pool}:${e.user}:${e.at.getTime()}:${e.type}:${lt}`);
      const swap = e.type === 'swap' || e.type === 'swap_refunded';
      await db.poolEvent.create({
        data: {
          txHash: tx,
          eventIndex: e.eventIndex ?? 0,
          lt: toDecimal((lt += 1000n)),
          poolAddress: e.pool,
          seqno: 1n,
          type: e.type,
          queryId: toDecimal(e.queryId ?? 0n),
          userAddress: e.user,
          success: e.success ?? !e.type.endsWith('refunded'),
          gasUsed: 12_345n,
          timestamp: e.at,
          reserve0After: toDecimal(1_000_000_000_000n),
          reserve1After: toDecimal(3_200_000_000n),
          lpSupplyAfter: toDecimal(56_000_000_000n),
          ...(swap
            ? {
                receiver: e.user,
                zeroForOne: true,
                amountIn: toDecimal(1_000_000_000n),
                amountOut: e.type === 'swap' ? toDecimal(3_190_000n) : null,
              }
            : {
                amount0: toDecimal(2_000_000_000n),
                amount1: toDecimal(6_400_000n),
                lpAmount: toDecimal(100_000n),
              }),
          ...e.over,
        },
      });
      if (e.own === true)
        await db.traceRecord.create({
          data: {
            account: e.user,
            queryId: toDecimal(e.queryId ?? 0n),
            rootTxHash: txHash(`root:${tx}`),
            verified: true,
            txHashes: [tx],
            complete: true,
            success: e.success ?? !e.type.endsWith('refunded'),
            eventCount: 1,
          },
        });
      return tx;
    },

    async position(
      user: string,
      pool: string,
      lpBalance: bigint,
      over: Partial<Prisma.PositionUncheckedCreateInput> = {},
    ): Promise<void> {
      await db.position.create({
        data: { userAddress: user, poolAddress: pool, lpBalance: toDecimal(lpBalance), ...over },
      });
    },

    async candle(
      subject: string,
      subjectType: 'pool' | 'token',
      interval: 'm1' | 'm5' | 'h1' | 'd1',
      openTime: Date,
      close: string,
      volumeUsd = '0',
    ): Promise<void> {
      const c = new D(close);
      await db.candle.create({
        data: {
          subject,
          subjectType,
          interval,
          openTime,
          open: c,
          high: c,
          low: c,
          close: c,
          volumeUsd: new D(volumeUsd),
        },
      });
    },

    /** An order row as the indexer keeps it (address derived in real life; a label here). */
    async order(o: OrderFixture): Promise<string> {
      const address = o.address ?? rawAddress(`order:${o.maker}:${o.nonce ?? 0n}`);
      await db.order.create({
        data: {
          address,
          maker: o.maker,
          sellAsset: o.sell,
          buyAsset: o.buy,
          sellAmount: toDecimal(o.sellAmount),
          minBuyAmount: toDecimal(o.minBuyAmount),
          expiresAt: o.expiresAt ?? new Date('2030-01-01T00:00:00Z'),
          reward: toDecimal(o.reward ?? 100_000_000n),
          partial: o.partial ?? false,
          minFill: toDecimal(o.sellAmount),
          nonce: toDecimal(o.nonce ?? 0n),
          status: o.status ?? 'open',
          remaining: toDecimal(o.remaining ?? o.sellAmount),
          createdAt: o.createdAt ?? new Date('2026-01-01T00:00:00Z'),
        },
      });
      return address;
    },

    /** One log of an order (its maker is the order's). */
    async orderEvent(e: {
      order: string;
      type: 'order_placed' | 'order_filled' | 'order_fill_failed' | 'order_cancelled' | 'order_expired';
      at: Date;
      amountIn?: bigint;
      amountOut?: bigint;
      remaining?: bigint;
      reward?: bigint;
      seqno: number;
    }): Promise<string> {
      const order = await db.order.findUniqueOrThrow({ where: { address: e.order } });
      const tx = txHash(`${e.order}:${e.type}:${e.seqno}`);
      await db.orderEvent.create({
        data: {
          txHash: tx,
          eventIndex: 0,
          lt: toDecimal((lt += 1000n)),
          orderAddress: e.order,
          maker: order.maker,
          seqno: BigInt(e.seqno),
          type: e.type,
          queryId: toDecimal(7n),
          amountIn: e.amountIn === undefined ? null : toDecimal(e.amountIn),
          amountOut: e.amountOut === undefined ? null : toDecimal(e.amountOut),
          remaining: e.remaining === undefined ? null : toDecimal(e.remaining),
          reward: e.reward === undefined ? null : toDecimal(e.reward),
          timestamp: e.at,
        },
      });
      return tx;
    },

    /** The indexer's verified record of the wallet's own operation: the events already stored for it. */
    async trace(account: string, queryId: bigint, complete: boolean, success = true): Promise<void> {
      const events = await db.poolEvent.findMany({
        where: { userAddress: account, queryId: toDecimal(queryId) },
        select: { txHash: true },
      });
      await db.traceRecord.create({
        data: {
          account,
          queryId: toDecimal(queryId),
          rootTxHash: txHash(`root:${account}:${queryId}`),
          verified: true,
          txHashes: events.map((e) => e.txHash),
          complete,
          success,
          eventCount: events.length,
        },
      });
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;
