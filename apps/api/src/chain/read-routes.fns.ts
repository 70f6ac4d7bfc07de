import { toCoreAddress } from '@atoll/chain';

// The TonAPI reads the API caches, each with its time from docs/product-spec.md §7 ("Chain API": account
// and account jettons 10 s, trace 5 s, masterchain head 30 s; jetton by address is named with the trace,
// so 5 s). The spec gives no time for the raw account (code and data) and get methods: both read an
// account's state, so they keep the account's 10 s. This list is also all that GET /chain/v2/… relays for
// the web app: a read that is not here is not the API's to make on its key.

export type ReadKind =
  'account' | 'jettons' | 'rawAccount' | 'getMethod' | 'trace' | 'jetton' | 'masterchainHead';

export interface ReadRoute {
  kind: ReadKind;
  ttlMs: number;
}

interface RouteRule extends ReadRoute {
  /** The path; its first group, when there is one, is an account id (or the trace id). */
  pattern: RegExp;
  account: boolean;
  /** The query parameters TonAPI takes on it that the relay passes on. */
  query?: string[];
}

const SEGMENT = '([^/]+)';
const RULES: RouteRule[] = [
  { kind: 'account', ttlMs: 10_000, pattern: new RegExp(`^/v2/accounts/${SEGMENT}$`), account: true },
  {
    kind: 'jettons',
    ttlMs: 10_000,
    pattern: new RegExp(`^/v2/accounts/${SEGMENT}/jettons$`),
    account: true,
    query: ['currencies'],
  },
  {
    kind: 'rawAccount',
    ttlMs: 10_000,
    pattern: new RegExp(`^/v2/blockchain/accounts/${SEGMENT}$`),
    account: true,
  },
  {
    kind: 'getMethod',
    ttlMs: 10_000,
    pattern: new RegExp(`^/v2/blockchain/accounts/${SEGMENT}/methods/([A-Za-z_][A-Za-z0-9_]*)$`),
    account: true,
    query: ['args'],
  },
  { kind: 'trace', ttlMs: 5_000, pattern: new RegExp(`^/v2/traces/${SEGMENT}$`), account: false },
  { kind: 'jetton', ttlMs: 5_000, pattern: new RegExp(`^/v2/jettons/${SEGMENT}$`), account: true },
  { kind: 'masterchainHead', ttlMs: 30_000, pattern: /^\/v2\/blockchain\/masterchain-head$/, account: false },
];

export const READ_KINDS: readonly ReadKind[] = RULES.map((r) => r.kind);

/** The paths the list covers, as the docs and the proxy's 404 name them. */
export const READ_PATHS = [
  '/v2/accounts/{account_id}',
  '/v2/accounts/{account_id}/jettons',
  '/v2/blockchain/accounts/{account_id}',
  '/v2/blockchain/accounts/{account_id}/methods/{method_name}',
  '/v2/traces/{trace_id}',
  '/v2/jettons/{account_id}',
  '/v2/blockchain/masterchain-head',
] as const;

export interface MatchedRead extends ReadRoute {
  /** The cache key: the path with its account id raw (friendly and raw forms share an entry), the query sorted. */
  key: string;
  /** The account id as a raw address, for account reads (null: the id is no address). */
  account: string | null;
  /** The path's id as written (decoded): an account's, a trace's, or null. */
  id: string | null;
  /** Query parameters the read does not take (the relay refuses them). */
  unknownQuery: string[];
}

/**
 * The cached read a GET of `url` is, or null when it is not one of the list. An account id that is no
 * address is still matched (TonAPI answers it with its 400), under its own text.
 */
export function matchRead(method: string, url: URL): MatchedRead | null {
  if (method !== 'GET') return null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(url.pathname);
    if (!match) continue;
    let path = url.pathname;
    let account: string | null = null;
    const id = match[1] === undefined ? null : safeDecode(match[1]);
    if (rule.account && id !== null) {
      account = toCoreAddress(id)?.toRawString() ?? null;
      if (account) path = path.replace(match[1]!, account);
    }
    const query = new URLSearchParams(url.search);
    query.sort();
    const search = query.toString();
    const allowed = new Set(rule.query ?? []);
    return {
      kind: rule.kind,
      ttlMs: rule.ttlMs,
      account,
      id,
      unknownQuery: [...new Set(query.keys())].filter((k) => !allowed.has(k)),
      key: search ? `${path}?${search}` : path,
    };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
