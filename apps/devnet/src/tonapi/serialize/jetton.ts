import type { Address } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { formatFeeBps } from '../../chain-readers/known-contracts';
import {
  findKnownJetton,
  type JettonMasterState,
  type KnownJetton,
  metadataFields,
  readJettonMaster,
} from '../../chain-readers/jettons';
import { type AssetPrice, formatDiff, type PriceMoments } from '../../chain-readers/pricing';
import type { Verification } from '../../genesis/catalog';
import type { DemoWorld } from '../../genesis/demo-world';
import { raw } from './account';

export interface JettonPreviewJson {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  image: string;
  verification: Verification;
  score: number;
}

/** Where TonAPI would show its placeholder for a jetton without an image. */
export const placeholderImage = (world: DemoWorld) => `${world.publicUrl}/devnet/icons/lp.svg`;

export function lpName(world: DemoWorld, known: Extract<KnownJetton, { kind: 'lp' }>): string {
  return `Atoll Pool: ${known.pool.a}/${known.pool.b} ${formatFeeBps(known.pool.feeBps)}`;
}

/**
 * What the devnet says about a jetton master: the demo tokens as the catalog describes them
 * (with the catalog's TonAPI verification level), our LP tokens named after their pool (every pool
 * carries the same onchain content, so, like DEXes' offchain metadata that TonAPI shows, the
 * name says which pool), and anything else from its onchain TEP-64 content.
 */
export function describeJetton(
  world: DemoWorld,
  master: Address,
  state: Pick<JettonMasterState, 'content'> | null,
): { preview: JettonPreviewJson; fields: Record<string, string> } {
  const known = findKnownJetton(world, master);
  const fields = state ? metadataFields(state.content) : {};
  if (known?.kind === 'token') {
    const t = known.token;
    return {
      preview: {
        address: raw(master),
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        image: t.imageUrl,
        verification: t.verification,
        score: t.verification === 'whitelist' ? 100 : 0,
      },
      fields: { ...fields, name: t.name, symbol: t.symbol, decimals: String(t.decimals), image: t.imageUrl },
    };
  }
  if (known?.kind === 'lp') {
    const name = lpName(world, known);
    const symbol = fields.symbol ?? 'ATOLL-LP';
    const image = placeholderImage(world);
    return {
      preview: { address: raw(master), name, symbol, decimals: 9, image, verification: 'none', score: 0 },
      fields: { ...fields, name, symbol, decimals: '9', image },
    };
  }
  const decimals = Number.parseInt(fields.decimals ?? '9', 10);
  return {
    preview: {
      address: raw(master),
      name: fields.name ?? 'Unknown',
      symbol: fields.symbol ?? 'UNKN',
      decimals: Number.isFinite(decimals) ? decimals : 9,
      image: fields.image ?? placeholderImage(world),
      verification: 'none',
      score: 0,
    },
    fields,
  };
}

export async function readJettonPreview(
  world: DemoWorld,
  blockchain: Blockchain,
  master: Address,
): Promise<JettonPreviewJson> {
  const known = findKnownJetton(world, master);
  // the demo world's jettons are described without a chain read
  const state = known ? null : await readJettonMaster(blockchain, master);
  return describeJetton(world, master, state).preview;
}

// ---- rates ----

/** Currencies the devnet can price in: TON (also spelled 'gram' since 2026) and USD. */
export function parseCurrencies(value: unknown): string[] {
  const list = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v.length > 0);
  return [...new Set(list)];
}

/** TonAPI's TokenRates for the currencies asked (unknown fiat currencies are left out). */
export function tokenRatesJson(moments: PriceMoments, currencies: string[]) {
  const pick = (p: AssetPrice | undefined, currency: string) =>
    p === undefined ? undefined : currency === 'USD' ? p.usd : p.ton;
  const prices: Record<string, number> = {};
  const diff24h: Record<string, string> = {};
  const diff7d: Record<string, string> = {};
  const diff30d: Record<string, string> = {};
  for (const currency of currencies) {
    if (currency !== 'USD' && currency !== 'TON' && currency !== 'GRAM') continue;
    const now = pick(moments.now, currency) ?? 0;
    prices[currency] = now;
    diff24h[currency] = formatDiff(now, pick(moments.day, currency));
    diff7d[currency] = formatDiff(now, pick(moments.week, currency));
    diff30d[currency] = formatDiff(now, pick(moments.month, currency));
  }
  return { prices, diff_24h: diff24h, diff_7d: diff7d, diff_30d: diff30d };
}
