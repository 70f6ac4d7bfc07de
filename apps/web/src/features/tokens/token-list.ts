import { TokenVerificationSchema, type Token, type TokenPrice, type TokenVerification } from '@atoll/shared';
import { isRecord, isString } from '../../lib/http';
import { toRawAddress } from '@atoll/chain/address';

// docs/product-spec.md §3 "Token (list entry)" and §5 "Custom tokens": the list the pickers and balances use.
// Pure.

export interface TokenListEntry {
  /** Raw form (`0:<hex>`), the zero address for TON. */
  address: string;
  name: string;
  symbol: string;
  icon_url: string | null;
  decimals: number;
  /** USD per whole token, exact decimal; "0" when unknown. */
  price: string;
  verified: boolean;
  /** Added by the user from jetton metadata. */
  custom: boolean;
  notApproved: boolean;
  /** The metadata was read (false: the fallbacks stand in). */
  loaded: boolean;
  is_meme: boolean;
  /** The chain API's jetton verification and the master account's scam flag (token-safety/). */
  verification: TokenVerification;
  is_scam: boolean;
}

/** docs/product-spec.md §3: what an unknown token shows. */
export const UNKNOWN_TOKEN = {
  decimals: 9,
  name: 'Unknown',
  symbol: 'UNKN',
  price: '0',
  verified: false,
  verification: 'none',
} as const;

const text = (value: unknown): string | null =>
  isString(value) && value.trim() !== '' ? value.trim() : null;

/** A validated `GET /tokens` entry as the list keeps it: raw address, blank texts replaced by the fallbacks. */
export function tokenFromApi(token: Token): TokenListEntry {
  return {
    address: toRawAddress(token.address) ?? token.address,
    name: text(token.name) ?? UNKNOWN_TOKEN.name,
    symbol: text(token.symbol) ?? UNKNOWN_TOKEN.symbol,
    icon_url: text(token.icon_url),
    decimals: token.decimals,
    price: token.price,
    verified: token.verified,
    custom: false,
    notApproved: false,
    loaded: true,
    is_meme: token.is_meme,
    verification: token.verification,
    is_scam: token.is_scam,
  };
}

/**
 * A custom token from TonAPI's `GET /v2/jettons/{address}` (docs/product-spec.md §3 "Jetton info": metadata
 * with decimals as a string, and its `verification`), with the master account's `is_scam` that
 * getJettonInfoQueryOptions adds. `info` null (not a jetton, or unreachable) gives the unknown-token fallbacks.
 */
export function tokenFromJettonInfo(address: string, info: unknown): TokenListEntry | null {
  const raw = toRawAddress(address);
  if (!raw) return null;
  const metadata = isRecord(info) && isRecord(info.metadata) ? info.metadata : null;
  const decimals =
    metadata && isString(metadata.decimals) && /^\d{1,3}$/.test(metadata.decimals)
      ? Number(metadata.decimals)
      : UNKNOWN_TOKEN.decimals;
  return {
    address: raw,
    name: text(metadata?.name) ?? UNKNOWN_TOKEN.name,
    symbol: text(metadata?.symbol) ?? UNKNOWN_TOKEN.symbol,
    icon_url: text(metadata?.image) ?? (isRecord(info) ? text(info.preview) : null),
    decimals: decimals <= 255 ? decimals : UNKNOWN_TOKEN.decimals,
    price: UNKNOWN_TOKEN.price,
    verified: UNKNOWN_TOKEN.verified,
    custom: true,
    notApproved: false,
    loaded: metadata !== null,
    is_meme: false,
    verification: isRecord(info)
      ? (TokenVerificationSchema.safeParse(info.verification).data ?? UNKNOWN_TOKEN.verification)
      : UNKNOWN_TOKEN.verification,
    is_scam: isRecord(info) && info.is_scam === true,
  };
}

/** Concatenates lists, keeping the first entry of each parsed address (the API's before the user's). */
export function mergeTokenLists(...lists: readonly (readonly TokenListEntry[])[]): TokenListEntry[] {
  const seen = new Set<string>();
  const merged: TokenListEntry[] = [];
  for (const token of lists.flat()) {
    const key = toRawAddress(token.address);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    merged.push(key === token.address ? token : { ...token, address: key });
  }
  return merged;
}

/** docs/product-spec.md §5: a custom token is added only if its address is not in the list already. */
export function addCustomToken(
  customs: readonly TokenListEntry[],
  token: TokenListEntry,
  known: readonly TokenListEntry[] = [],
): TokenListEntry[] {
  const key = toRawAddress(token.address);
  if (key === null) return [...customs];
  const present = [...known, ...customs].some((entry) => toRawAddress(entry.address) === key);
  return present ? [...customs] : [...customs, { ...token, address: key, custom: true, notApproved: false }];
}

/** Applies `GET /prices` (`[{address, price}]`): a token without a price keeps its own, or "0". */
export function withPrices(tokens: readonly TokenListEntry[], prices: ReadonlyMap<string, string>) {
  return tokens.map((token) => {
    const price = prices.get(token.address);
    return price === undefined || price === token.price ? token : { ...token, price };
  });
}

/** `GET /prices` → a map keyed by raw address (docs/product-spec.md §3 "USD price list": the rates map). */
export function pricesByAddress(prices: readonly TokenPrice[]): Map<string, string> {
  return new Map(prices.map(({ address, price }) => [toRawAddress(address) ?? address, price]));
}

export const findToken = (tokens: readonly TokenListEntry[], address: string | null | undefined) => {
  const key = address ? toRawAddress(address) : null;
  return key === null ? undefined : tokens.find((token) => token.address === key);
};
