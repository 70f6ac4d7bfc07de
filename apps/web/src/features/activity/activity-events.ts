import type { ActivityEvent, PageInfo } from '@atoll/shared';
import { isDecimal, isNano, isRecord, isString } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';

// The signed-in wallet's activity (spec 3 "Activity event", 7 `GET /users/events`): the response
// checked by hand (zod would weigh on the panel's chunk) and each event mapped to the row the list
// and the CSV show. Pure.

export type ActivityType = ActivityEvent['type'];

export interface ActivityToken {
  /** Raw form, so events and tokens compare whatever form each arrived in. */
  address: string;
  symbol: string;
  decimals: number;
}

export interface ActivityPage {
  events: ActivityEvent[];
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
  pool: string;
  txHash: string;
  queryId: string | null;
  success: boolean;
  /** Why a failed operation's funds came back, when they did. */
  refundReason: string | null;
  /** A swap: [in, out]. Liquidity: [token x, token y]. */
  legs: [ActivityLeg, ActivityLeg];
}

const EVENT_TYPES: readonly string[] = ['swap', 'add_liquidity', 'remove_liquidity'] satisfies ActivityType[];
const HASH = /^[0-9a-f]{64}$/;

const isPageInfo = (value: unknown): value is PageInfo =>
  isRecord(value) &&
  Number.isInteger(value.current) &&
  Number.isInteger(value.size) &&
  Number.isInteger(value.total);

const optionalUsd = (value: unknown) => value === undefined || isDecimal(value);

/** The fields every row needs; an event without them is left out rather than shown half-empty. */
function isActivityEvent(value: unknown): value is ActivityEvent {
  if (!isRecord(value) || !isString(value.type) || !EVENT_TYPES.includes(value.type)) return false;
  const base =
    Number.isInteger(value.timestamp) &&
    isString(value.tx_hash) &&
    HASH.test(value.tx_hash) &&
    isString(value.pool) &&
    typeof value.success === 'boolean' &&
    (value.query_id === undefined || isString(value.query_id)) &&
    isString(value.token_x) &&
    isString(value.token_y);
  if (!base) return false;
  if (value.type === 'swap') {
    return (
      isNano(value.amount_in) &&
      isNano(value.amount_out) &&
      typeof value.is_x === 'boolean' &&
      optionalUsd(value.amount_in_usd) &&
      optionalUsd(value.amount_out_usd)
    );
  }
  return (
    isNano(value.amount_x) &&
    isNano(value.amount_y) &&
    optionalUsd(value.amount_x_usd) &&
    optionalUsd(value.amount_y_usd)
  );
}

function parseToken(value: unknown): ActivityToken[] {
  if (!isRecord(value) || !isString(value.address) || !isString(value.symbol)) return [];
  const address = toRawAddress(value.address);
  if (!address) return [];
  const decimals = Number.isInteger(value.decimals) ? (value.decimals as number) : 9;
  return [{ address, symbol: value.symbol, decimals }];
}

/** `{result: {events, tokens}, page}` → a page; malformed events and tokens are skipped. */
export function parseActivityPage(body: unknown): ActivityPage {
  if (!isRecord(body) || !isRecord(body.result) || !isPageInfo(body.page)) {
    throw new Error('Unexpected response shape');
  }
  const { events, tokens } = body.result;
  return {
    events: Array.isArray(events) ? events.filter(isActivityEvent) : [],
    tokens: Array.isArray(tokens) ? tokens.flatMap(parseToken) : [],
    page: body.page,
  };
}

/** Spec 3 fallbacks for a token the response did not describe. */
function tokenOf(address: string, tokens: readonly ActivityToken[]): ActivityToken {
  const raw = toRawAddress(address) ?? address;
  return tokens.find((token) => token.address === raw) ?? { address: raw, symbol: 'UNKN', decimals: 9 };
}

const leg = (token: ActivityToken, amount: string, usd: string | undefined): ActivityLeg => ({
  token,
  amount: BigInt(amount),
  usd: usd ?? null,
});

/** One event as a row, its tokens looked up in the page's tokens. */
export function activityRow(event: ActivityEvent, tokens: readonly ActivityToken[]): ActivityRow {
  const x = tokenOf(event.token_x, tokens);
  const y = tokenOf(event.token_y, tokens);
  const legs: [ActivityLeg, ActivityLeg] =
    event.type === 'swap'
      ? // spec 3: the input token is token_x when is_x, otherwise token_y
        [
          leg(event.is_x ? x : y, event.amount_in, event.amount_in_usd),
          leg(event.is_x ? y : x, event.amount_out, event.amount_out_usd),
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
