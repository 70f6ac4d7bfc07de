import type {
  OrderActivityEvent,
  PageInfo,
  RefundReason,
  UserActivityEvent,
  UserEventsResponse,
} from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';

// The signed-in wallet's activity and a pool's (docs/product-spec.md §3 "Activity event", §7 `GET /users/events`,
// `GET /pools/{address}/events`): a validated page with its tokens keyed by raw address, and each event mapped
// to the row the list and the CSV show. Pure.

/** What a pool lists: its operations. */
export type PoolActivityType = Exclude<UserActivityEvent['type'], 'limit_order'>;

/** A pool operation's type, or a limit order's step (`limit_order_filled`, …). */
export type ActivityType = PoolActivityType | `limit_order_${OrderActivityEvent['action']}`;

export interface ActivityToken {
  /** Raw form, so events and tokens compare whatever form each arrived in. */
  address: string;
  symbol: string;
  decimals: number;
}

export interface ActivityPage {
  events: UserActivityEvent[];
  tokens: ActivityToken[];
  page: PageInfo;
}

export interface ActivityLeg {
  token: ActivityToken;
  amount: bigint;
  /** The API's exact USD value, or null when it has none. */
  usd: string | null;
}

export interface ActivityRow {
  /** Unique within the list: pages of a growing list can overlap. */
  key: string;
  type: ActivityType;
  /** Unix seconds. */
  timestamp: number;
  /** The pool, or for a limit order's step the order's escrow. */
  pool: string;
  txHash: string;
  queryId: string | null;
  success: boolean;
  /** Why a failed operation's funds came back, when they did. */
  refundReason: RefundReason | null;
  /** A swap or an order: [in, out]. Liquidity: [token x, token y]. */
  legs: [ActivityLeg, ActivityLeg];
  /** A routed swap (issue 19): the tokens it went through between in and out, in order; else empty. */
  via: ActivityToken[];
}

/**
 * A validated `{result: {events, tokens}, page}` (the user's or a pool's events, one schema) as a page whose
 * tokens are keyed by raw address, so events find them whatever form each was written in.
 */
export function activityPage({ result, page }: UserEventsResponse): ActivityPage {
  return {
    events: result.events,
    tokens: result.tokens.map((token) => ({
      address: toRawAddress(token.address) ?? token.address,
      symbol: token.symbol,
      decimals: token.decimals,
    })),
    page,
  };
}

/** docs/product-spec.md §3 fallbacks for a token the response did not describe. */
export function tokenOf(address: string, tokens: readonly ActivityToken[]): ActivityToken {
  const raw = toRawAddress(address) ?? address;
  return tokens.find((token) => token.address === raw) ?? { address: raw, symbol: 'UNKN', decimals: 9 };
}

const leg = (token: ActivityToken, amount: string, usd: string | undefined): ActivityLeg => ({
  token,
  amount: BigInt(amount),
  usd: usd ?? null,
});

/** A limit order's step: what the order sold (or gave back) and what the maker received. */
function orderRow(event: OrderActivityEvent, tokens: readonly ActivityToken[]): ActivityRow {
  const type = `limit_order_${event.action}` as const;
  return {
    key: `${event.tx_hash}:${type}:${event.order}`,
    type,
    timestamp: event.timestamp,
    pool: event.order,
    txHash: event.tx_hash,
    queryId: event.query_id ?? null,
    success: true,
    refundReason: null,
    via: [],
    legs: [
      leg(tokenOf(event.token_in, tokens), event.amount_in, undefined),
      leg(tokenOf(event.token_out, tokens), event.amount_out, undefined),
    ],
  };
}

/** One event as a row, its tokens looked up in the page's tokens. */
export function activityRow(event: UserActivityEvent, tokens: readonly ActivityToken[]): ActivityRow {
  if (event.type === 'limit_order') return orderRow(event, tokens);
  const x = tokenOf(event.token_x, tokens);
  const y = tokenOf(event.token_y, tokens);
  const route = event.type === 'swap' ? (event.route ?? []) : [];
  // a routed swap's output is the last pool's, in that pool's token
  const out = route.at(-1);
  const legs: [ActivityLeg, ActivityLeg] =
    event.type === 'swap'
      ? // docs/product-spec.md §3: the input token is token_x when is_x, otherwise token_y
        [
          leg(event.is_x ? x : y, event.amount_in, event.amount_in_usd),
          leg(
            out ? tokenOf(out.token_out, tokens) : event.is_x ? y : x,
            event.amount_out,
            event.amount_out_usd,
          ),
        ]
      : [leg(x, event.amount_x, event.amount_x_usd), leg(y, event.amount_y, event.amount_y_usd)];
  return {
    key: `${event.tx_hash}:${event.type}:${event.query_id ?? ''}`,
    type: event.type,
    timestamp: event.timestamp,
    pool: event.pool,
    txHash: event.tx_hash,
    queryId: event.query_id ?? null,
    success: event.success,
    refundReason: event.refund?.reason ?? null,
    legs,
    via: route.slice(1).map((hop) => tokenOf(hop.token_in, tokens)),
  };
}

/** The rows of loaded pages in order, each event once (a page fetched after new events shifts by them). */
export function activityRows(pages: readonly ActivityPage[]): ActivityRow[] {
  const seen = new Set<string>();
  const rows: ActivityRow[] = [];
  for (const page of pages) {
    for (const event of page.events) {
      const row = activityRow(event, page.tokens);
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      rows.push(row);
    }
  }
  return rows;
}
