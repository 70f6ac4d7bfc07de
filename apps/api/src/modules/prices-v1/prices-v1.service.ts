import type { Db } from '@atoll/db';
import type { ChartInterval, MarketsResponse, PriceChartPoint, TokenPriceResponse } from '@atoll/shared';
import { badRequest, notFound } from '../../errors';
import { rawAddressOf } from '../../lib/address.fns';
import { NATIVE_TON_ADDRESS, trimDecimal } from '@atoll/chain';
import { candlesSince, findPools } from '../pools/pools.dal';
import { chartWindow } from '../pools/pools.fns';
import { findTokens, toTokenRecord } from '../tokens/tokens.dal';
import {
  addressBook,
  parseCursor,
  toMarket,
  toMarketJetton,
  toPriceChartPoint,
  toQuotedPrice,
} from './prices-v1.fns';

export interface PricesV1ServiceDeps {
  db: Db;
  /** Friendly addresses carry the test-only flag off mainnet. */
  testOnly: boolean;
  /** Unix seconds. */
  now?: () => number;
}

/** The public price API (/v1/jettons/...): prices, markets and charts from our tokens, pools and candles. */
export function createPricesV1Service({
  db,
  testOnly,
  now = () => Math.floor(Date.now() / 1000),
}: PricesV1ServiceDeps) {
  async function tokenOrThrow(address: string) {
    const key = rawAddressOf(address);
    const token = key === null ? null : await db.token.findUnique({ where: { address: key } });
    if (!token) throw notFound('jetton');
    return token;
  }

  return {
    async price(address: string): Promise<TokenPriceResponse> {
      const token = await tokenOrThrow(address);
      return {
        usd: toQuotedPrice(token.priceUsd.toFixed(), token.priceUpdatedAt),
        ton: toQuotedPrice(token.priceTon.toFixed(), token.priceUpdatedAt),
      };
    },

    async markets(address: string, cursor: string | undefined, limit: number): Promise<MarketsResponse> {
      const offset = parseCursor(cursor);
      if (offset === null) throw badRequest('query.cursor: not a cursor this API issued', 'query.cursor');
      const token = await tokenOrThrow(address);
      const pools = await findPools(db, { OR: [{ asset0: token.address }, { asset1: token.address }] }, [
        { tvlUsd: 'desc' },
        { address: 'asc' },
      ]);
      const page = pools.slice(offset, offset + limit);
      const [last, ton] = await Promise.all([
        page.length === 0
          ? []
          : db.poolEvent.groupBy({
              by: ['poolAddress'],
              where: { poolAddress: { in: page.map((p) => p.address) } },
              _max: { timestamp: true },
            }),
        findTokens(db, [NATIVE_TON_ADDRESS]),
      ]);
      const lastAt = new Map(last.map((row) => [row.poolAddress, row._max.timestamp]));
      const tonUsd = ton.get(NATIVE_TON_ADDRESS)?.priceUsd ?? '0';
      const jettons = new Map(page.flatMap((p) => [p.token0, p.token1]).map((t) => [t.address, t]));
      jettons.set(token.address, toTokenRecord(token));
      return {
        markets: page.map((pool) => toMarket(pool, token.address, tonUsd, lastAt.get(pool.address) ?? null)),
        addressBook: addressBook([...jettons.keys(), ...page.map((p) => p.address)], testOnly),
        jettons: [...jettons.values()].map(toMarketJetton),
        ...(offset + limit < pools.length && { next: String(offset + limit) }),
      };
    },

    async chart(
      address: string,
      interval: ChartInterval,
      currency: 'usd' | 'ton',
    ): Promise<PriceChartPoint[]> {
      const token = await tokenOrThrow(address);
      const window = chartWindow(interval, now());
      const since = candlesSince(window.since);
      const rows = await db.$queryRaw<Array<{ open_time: Date; close: string; ton_close: string | null }>>`
        SELECT c.open_time, c.close::text AS close, t.close::text AS ton_close
        FROM candles c
        LEFT JOIN candles t ON t.subject = ${NATIVE_TON_ADDRESS} AND t.interval = c.interval AND t.open_time = c.open_time
        WHERE c.subject = ${token.address} AND c.subject_type = 'token' AND c.interval = ${window.candle}::candle_interval ${since}
        ORDER BY c.open_time`;
      if (currency === 'usd') return rows.map((r) => toPriceChartPoint(r.open_time, r.close, null));
      if (token.address === NATIVE_TON_ADDRESS)
        return rows.map((r) => toPriceChartPoint(r.open_time, '1', null));
      // TON's candle of the same bucket, else TON's price now
      const tonNow = (await findTokens(db, [NATIVE_TON_ADDRESS])).get(NATIVE_TON_ADDRESS)?.priceUsd ?? '0';
      return rows.map((r) => toPriceChartPoint(r.open_time, r.close, trimDecimal(r.ton_close ?? tonNow)));
    },
  };
}

export type PricesV1Service = ReturnType<typeof createPricesV1Service>;
