import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import type {
  ActivityEvent,
  AuthCheckResponse,
  JettonBalancesResponse,
  MarketsResponse,
  PoolChartResponse,
  PoolEventsResponse,
  PoolResponse,
  PoolSearchResponse,
  PricesResponse,
  PriceChartResponse,
  Token,
  TokenPriceResponse,
  TokensResponse,
  TraceResponse,
  UserPositionsResponse,
} from '@atoll/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserEventsQueryOptions } from '../features/activity/queries';
import { createAuthApi } from '../features/auth/auth.api';
import { createTokenStore } from '../features/auth/token-storage';
import { getAccountQueryOptions, getJettonBalancesQueryOptions } from '../features/balances/queries';
import {
  getMarketsQueryOptions,
  getPriceChartQueryOptions,
  getTokenPriceQueryOptions,
} from '../features/markets/queries';
import {
  getPoolChartQueryOptions,
  getPoolEventsQueryOptions,
  getPoolQueryOptions,
} from '../features/pools/queries';
import { testGroup, testPool } from '../features/pools/test-fixtures';
import {
  getUserLiquidityEventsQueryOptions,
  getUserPositionsQueryOptions,
} from '../features/positions/queries';
import { getPricesQueryOptions, getTokensQueryOptions } from '../features/tokens/queries';
import { getQueryTraceQueryOptions } from '../features/tx-modal/queries';
import { getPoolEventsQueryOptions as getRefundEventsQueryOptions } from '../features/tx-modal/refund.queries';
import { ApiContractError } from './http';
import { poolSearchQueryOptions } from './pool-search';

// Every answer of the product API is validated against its @atoll/shared schema: for each endpoint, a
// contract-valid answer goes through, and a malformed one (a field missing, a number where a decimal string
// belongs, an address that is not one, …) makes the query function reject with an ApiContractError that names
// the endpoint and the failing field.

const API = 'http://api.test';
const address = (byte: string) => `0:${byte.repeat(32)}`;
const USDT = address('a1');
const POOL = address('c1');
const USER = address('ee');
const HASH = 'ab'.repeat(32);
const TIME = '2026-01-01T00:00:00Z';

const ton = {
  address: NATIVE_TON_ADDRESS,
  symbol: 'TON',
  icon_url: null,
  decimals: 9,
  verified: true,
  verification: 'whitelist' as const,
  is_scam: false,
};
const usdt = {
  address: USDT,
  symbol: 'USDT',
  icon_url: null,
  decimals: 6,
  verified: true,
  verification: 'whitelist' as const,
  is_scam: false,
};
const pool = testPool(POOL, ton, usdt, { status: 'ready' });
const token: Token = { ...usdt, name: 'Tether USD', price: '1', verified: true, is_meme: false };
const swap: ActivityEvent = {
  type: 'swap',
  timestamp: 1_767_225_600,
  tx_hash: HASH,
  pool: POOL,
  success: true,
  query_id: '42',
  token_x: NATIVE_TON_ADDRESS,
  token_y: USDT,
  amount_in: '1000000000',
  amount_out: '3190000',
  is_x: true,
  receiver: USER,
};
const events: PoolEventsResponse = {
  result: { events: [swap], tokens: [token] },
  page: { current: 1, size: 10, total: 1 },
};
const priceValue = { value: '321', decimals: 2 };

type Path = (string | number)[];
/** What is wrong, where, the value put there, and the failing field when it is not `path` itself. */
type Case = [what: string, path: Path, value: unknown, failsAt?: Path];

interface Endpoint {
  /** The endpoint the error names, up to the first path parameter. */
  endpoint: string;
  valid: unknown;
  cases: Case[];
  /**
   * Runs the query function once; `n` differs per run, for the price API, whose client caches answers by URL
   * (and spaces its requests a second apart, as the API asks).
   */
  run(client: QueryClient, n: number): Promise<unknown>;
}

const once = <T extends object>(options: T) => ({ ...options, retry: false as const });
const authApi = createAuthApi(API);

const ENDPOINTS: Endpoint[] = [
  {
    endpoint: 'GET /auth/ton-proof',
    valid: { result: { payload: 'p'.repeat(64) } },
    cases: [
      ['the payload missing', ['result', 'payload'], undefined],
      ['an empty payload', ['result', 'payload'], ''],
    ],
    run: () => authApi.getPayload(),
  },
  {
    endpoint: 'POST /auth/ton-proof',
    valid: { result: { token: 'jwt' } },
    cases: [
      ['the token as a number', ['result', 'token'], 42],
      ['no result', ['result'], undefined],
    ],
    run: () =>
      authApi.signIn({
        address: USER,
        network: '-3',
        public_key: 'ab'.repeat(32),
        proof: {
          timestamp: 1,
          domain: { lengthBytes: 1, value: 'a' },
          payload: 'p',
          signature: 's',
          state_init: 'i',
        },
      }),
  },
  {
    endpoint: 'GET /auth/check',
    valid: { result: { expires_at: 1_767_225_600, wallet: USER } } satisfies AuthCheckResponse,
    cases: [
      ['a wallet that is not an address', ['result', 'wallet'], 'EQ-nope'],
      ['expires_at as text', ['result', 'expires_at'], '1767225600'],
    ],
    run: () => authApi.check('token'),
  },
  {
    endpoint: `GET /accounts/`,
    valid: {
      result: { address: USER, balance: '1500000000', last_activity: 1, status: 'active', is_wallet: true },
    },
    cases: [
      ['the balance as a number', ['result', 'balance'], 1.5],
      ['a negative balance', ['result', 'balance'], '-1'],
      ['an unknown status', ['result', 'status'], 'deleted'],
    ],
    run: (client) => client.fetchQuery(once(getAccountQueryOptions(API, USER))),
  },
  {
    endpoint: 'GET /accounts/',
    valid: {
      result: {
        balances: [
          {
            jetton: {
              address: USDT,
              decimals: 6,
              name: 'Tether USD',
              symbol: 'USDT',
              image: null,
              verified: true,
            },
            wallet_address: address('ef'),
            balance: '2500000',
            price: '1',
            balance_usd: '2.5',
          },
        ],
      },
    } satisfies JettonBalancesResponse,
    cases: [
      ['a wallet that is not an address', ['result', 'balances', 0, 'wallet_address'], 'x'],
      ['a fractional balance', ['result', 'balances', 0, 'balance'], '2.5'],
      ['the price as a number', ['result', 'balances', 0, 'price'], 1],
    ],
    run: (client) => client.fetchQuery(once(getJettonBalancesQueryOptions(API, USER))),
  },
  {
    endpoint: 'GET /tokens',
    valid: { result: [token] } satisfies TokensResponse,
    cases: [
      ['the price as a number', ['result', 0, 'price'], 1],
      ['an address that is not one', ['result', 0, 'address'], 'USDT'],
      ['decimals missing', ['result', 0, 'decimals'], undefined],
    ],
    run: (client) => client.fetchQuery(once(getTokensQueryOptions(API))),
  },
  {
    endpoint: 'GET /prices',
    valid: { result: [{ address: USDT, price: '1.001' }] } satisfies PricesResponse,
    cases: [
      ['the price as a number', ['result', 0, 'price'], 1.001],
      ['an address that is not one', ['result', 0, 'address'], '0:abc'],
    ],
    run: (client) => client.fetchQuery(once(getPricesQueryOptions(API))),
  },
  {
    endpoint: 'POST /pools/search',
    valid: {
      result: [testGroup([pool])],
      page: { current: 1, size: 1000, total: 1 },
    } satisfies PoolSearchResponse,
    cases: [
      ['a reserve as a number', ['result', 0, 'pools', 0, 'reserve_x'], 1000],
      ['a pool address that is not one', ['result', 0, 'pools', 0, 'address'], 'pool'],
      ['an unknown status', ['result', 0, 'pools', 0, 'status'], 'READY?'],
      ['no page', ['page'], undefined],
    ],
    run: (client) => client.fetchQuery(once(poolSearchQueryOptions(API, []))),
  },
  {
    endpoint: 'GET /pools/',
    valid: { result: pool } satisfies PoolResponse,
    cases: [
      ['the fee as text', ['result', 'fee_bps'], '30'],
      ['a USD value as a number', ['result', 'tvl'], 6400],
      ['a token missing', ['result', 'token_y'], undefined],
    ],
    run: (client) => client.fetchQuery(once(getPoolQueryOptions(API, POOL))),
  },
  {
    endpoint: 'GET /pools/',
    valid: {
      result: {
        interval: '7d',
        points: [
          {
            time: 3600,
            price: '3.1',
            open: '3',
            high: '3.2',
            low: '2.9',
            close: '3.1',
            tvl: '6400',
            volume: '10',
            fees: '0.03',
          },
        ],
      },
    } satisfies PoolChartResponse,
    cases: [
      ['a price as a number', ['result', 'points', 0, 'close'], 3.1],
      ['the time as text', ['result', 'points', 0, 'time'], TIME],
    ],
    run: (client) => client.fetchQuery(once(getPoolChartQueryOptions(API, POOL, '7d'))),
  },
  {
    endpoint: 'GET /pools/',
    valid: events,
    cases: [
      ['an amount as a number', ['result', 'events', 0, 'amount_in'], 1e9],
      ['an unknown event type', ['result', 'events', 0, 'type'], 'pool_created'],
      ['a token that is not an address', ['result', 'events', 0, 'token_y'], 'USDT'],
    ],
    run: (client) => client.fetchQuery(once(getPoolEventsQueryOptions(API, POOL, 1))),
  },
  {
    endpoint: 'GET /pools/',
    valid: events,
    cases: [
      [
        'an unknown refund reason',
        ['result', 'events', 0],
        {
          ...swap,
          success: false,
          refund: { reason: 'bad luck', amount_x: '1', amount_y: '0', lp_tokens: '0' },
        },
        ['result', 'events', 0, 'refund', 'reason'],
      ],
      [
        'a refund on a successful event',
        ['result', 'events', 0, 'refund'],
        { reason: 'slippage', amount_x: '1', amount_y: '0', lp_tokens: '0' },
      ],
      ['a token without symbol', ['result', 'tokens', 0, 'symbol'], undefined],
    ],
    // the transaction modal's read of the same endpoint, where it looks for a refund
    run: (client) => client.fetchQuery(once(getRefundEventsQueryOptions(API, POOL))),
  },
  {
    endpoint: 'GET /users/events',
    valid: events,
    cases: [
      ['a hash in upper case', ['result', 'events', 0, 'tx_hash'], HASH.toUpperCase()],
      ['the total as text', ['page', 'total'], '1'],
    ],
    run: (client) => client.fetchInfiniteQuery(once(getUserEventsQueryOptions(API, USER))),
  },
  {
    endpoint: 'GET /users/events',
    valid: events,
    cases: [['a pool that is not an address', ['result', 'events', 0, 'pool'], 'x']],
    // the positions' read of the same endpoint (their deposits and withdrawals)
    run: (client) => client.fetchQuery(once(getUserLiquidityEventsQueryOptions(API, USER))),
  },
  {
    endpoint: 'GET /users/positions',
    valid: {
      result: {
        pools: [
          {
            lp_tokens_sum: '100',
            token_x_fees: '1',
            token_x_fees_usd: '0.01',
            token_x_liquidity: '50',
            token_x_liquidity_usd: '0.5',
            token_y_fees: '1',
            token_y_fees_usd: '0.01',
            token_y_liquidity: '50',
            token_y_liquidity_usd: '0.5',
            total_fees_usd: '0.02',
            total_liquidity_usd: '1',
            pool,
          },
        ],
      },
    } satisfies UserPositionsResponse,
    cases: [
      ['LP tokens as a number', ['result', 'pools', 0, 'lp_tokens_sum'], 100],
      ['a USD value missing', ['result', 'pools', 0, 'total_liquidity_usd'], undefined],
      ['a pool reserve that is negative', ['result', 'pools', 0, 'pool', 'reserve_y'], '-3'],
    ],
    run: (client) => client.fetchQuery(once(getUserPositionsQueryOptions(API, USER))),
  },
  {
    endpoint: 'GET /trace',
    valid: {
      Full: { count: 1, events: [{ tx_hash: HASH, success: true, timestamp: 1 }] },
    } satisfies TraceResponse,
    cases: [
      ['success as text', ['Full', 'events', 0, 'success'], 'true'],
      ['a count below zero', ['Full', 'count'], -1],
    ],
    run: (client) => client.fetchQuery(once(getQueryTraceQueryOptions(API, USER, '42'))),
  },
  {
    endpoint: 'GET /v1/jettons/',
    valid: {
      usd: { price: priceValue, changedAt: { price: TIME } },
      ton: { price: priceValue, changedAt: {} },
    } satisfies TokenPriceResponse,
    cases: [
      ['a price value as a number', ['usd', 'price', 'value'], 3.21],
      ['a price value with a point', ['ton', 'price', 'value'], '3.21'],
      ['a time that is not ISO', ['usd', 'changedAt', 'price'], 'yesterday'],
    ],
    run: (client, n) => client.fetchQuery(once(getTokenPriceQueryOptions(API, address(`b${n % 10}`)))),
  },
  {
    endpoint: 'GET /v1/jettons/',
    valid: { points: [{ value: priceValue, time: TIME }] } satisfies PriceChartResponse,
    cases: [
      ['the time as unix seconds', ['points', 0, 'time'], 1_767_225_600],
      ['decimals missing', ['points', 0, 'value', 'decimals'], undefined],
    ],
    run: (client, n) => client.fetchQuery(once(getPriceChartQueryOptions(API, address(`c${n % 10}`), '24h'))),
  },
  {
    endpoint: 'GET /v1/jettons/',
    valid: {
      markets: [
        {
          counterpart: NATIVE_TON_ADDRESS,
          exchangeId: 'atoll',
          poolAddress: POOL,
          type: 'linear',
          createdAt: TIME,
          lastTransactionAt: null,
          liquidity: { asset: '1000', counterpart: '2000', ton: priceValue, usd: priceValue, changedAt: {} },
          price: { counterpart: priceValue, ton: priceValue, usd: priceValue, changedAt: {} },
        },
      ],
      addressBook: {},
      jettons: [],
    } satisfies MarketsResponse,
    cases: [
      ['a reserve as a number', ['markets', 0, 'liquidity', 'asset'], 1000],
      ['a pool that is not an address', ['markets', 0, 'poolAddress'], 'EQ'],
      ['an unknown exchange', ['markets', 0, 'exchangeId'], 'uniswap'],
    ],
    run: (client, n) => client.fetchInfiniteQuery(once(getMarketsQueryOptions(API, address(`d${n % 10}`)))),
  },
];

/** A deep copy of `base` (as JSON: no shared parts) with `value` at `path` (`undefined` deletes the key). */
function withField(base: unknown, path: Path, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

let client: QueryClient;
let runs = 0;

beforeEach(() => {
  client = new QueryClient();
  createTokenStore().set('token');
  runs++;
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

const answer = (body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));

describe.each(ENDPOINTS.map((endpoint, index) => [`${index + 1}. ${endpoint.endpoint}`, endpoint] as const))(
  '%s',
  (_name, { endpoint, valid, cases, run }) => {
    it('takes an answer that keeps the contract', async () => {
      answer(valid);
      await expect(run(client, runs)).resolves.toBeDefined();
    });

    it.each(cases)('rejects %s, naming the endpoint and the field', async (_what, path, value, failsAt) => {
      answer(withField(valid, path, value));
      const error = await run(client, runs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiContractError);
      const { endpoint: named, path: at, message } = error as ApiContractError;
      expect(named.startsWith(endpoint), named).toBe(true);
      expect(at).toBe((failsAt ?? path).join('.'));
      expect(message).toContain(named);
      expect(message).toContain(at);
    });
  },
);
