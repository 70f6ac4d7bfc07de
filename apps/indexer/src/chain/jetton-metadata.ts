import { parseMetadata } from '@atoll/contracts';
import { z } from 'zod';
import type { ChainReads, JettonSafety } from './tonapi';

export interface TokenMetadata {
  symbol: string;
  name: string;
  decimals: number;
  iconUrl: string | null;
  description: string | null;
}

const OffchainSchema = z.object({
  name: z.string().optional(),
  symbol: z.string().optional(),
  decimals: z.union([z.string(), z.number()]).optional(),
  image: z.string().optional(),
  description: z.string().optional(),
});

/** Decimals as TEP-64 writes them (a string); the default is 9, and anything odd falls back to it. */
export function parseDecimals(value: string | number | undefined): number {
  const n = Number(value ?? 9);
  return Number.isInteger(n) && n >= 0 && n <= 255 ? n : 9;
}

/** TEP-64 metadata and the chain API's safety flags of a jetton master, read together for its token row. */
export async function readJettonToken(
  tonapi: Pick<ChainReads, 'jettonContent' | 'jettonSafety'>,
  master: string,
): Promise<TokenMetadata & JettonSafety> {
  const [meta, safety] = await Promise.all([readJettonMetadata(tonapi, master), tonapi.jettonSafety(master)]);
  return { ...meta, ...safety };
}

/** TEP-64 metadata of a jetton master, read with its get_jetton_data (on-chain or off-chain content). */
export async function readJettonMetadata(
  tonapi: Pick<ChainReads, 'jettonContent'>,
  master: string,
): Promise<TokenMetadata> {
  const parsed = parseMetadata(await tonapi.jettonContent(master));
  if (parsed.kind === 'onchain') {
    const f = parsed.fields;
    return {
      symbol: f.symbol ?? 'UNKN',
      name: f.name ?? 'Unknown',
      decimals: parseDecimals(parsed.decimals),
      iconUrl: f.image ?? null,
      description: f.description ?? null,
    };
  }
  const uri = parsed.uri.startsWith('ipfs://') ? `https://ipfs.io/ipfs/${parsed.uri.slice(7)}` : parsed.uri;
  const json = OffchainSchema.parse(await (await fetch(uri, { signal: AbortSignal.timeout(10_000) })).json());
  return {
    symbol: json.symbol ?? 'UNKN',
    name: json.name ?? 'Unknown',
    decimals: parseDecimals(json.decimals),
    iconUrl: json.image ?? null,
    description: json.description ?? null,
  };
}
