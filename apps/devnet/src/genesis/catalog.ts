// The demo world's tokens and pools. Prices are in USD; pool liquidity is sized from them so the
// pools agree with each other (no free arbitrage at genesis).

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  description: string;
  /** File under assets/icons served at /devnet/icons/<file>. */
  icon: string;
  usdPrice: number;
  isMeme: boolean;
  /** TonAPI's jetton verification: only `whitelist` counts as verified (docs/product-spec.md, Pools). */
  verification: Verification;
  /** TonAPI's `is_scam` of the master's account (not a jetton-info field). */
  isScam: boolean;
}

export type Verification = 'whitelist' | 'graylist' | 'blacklist' | 'none';

/** Verified, as the apps read it: TonAPI's whitelist and not marked as a scam. */
export const isVerifiedSpec = (t: Pick<TokenSpec, 'verification' | 'isScam'>) =>
  t.verification === 'whitelist' && !t.isScam;

/**
 * The demo wallets and the faucet hand out what a user would hold: not the blacklisted and scam tokens,
 * which are there for the safety checks (one token of each verification level, and one scam).
 */
export const isHandedOut = (t: Pick<TokenSpec, 'verification' | 'isScam'>) =>
  t.verification !== 'blacklist' && !t.isScam;

export const TON_USD_PRICE = 3.2;

export const TOKEN_SPECS: readonly TokenSpec[] = [
  {
    symbol: 'aUSD',
    name: 'Atoll USD',
    decimals: 6,
    description: 'Devnet USD stablecoin',
    icon: 'ausd.svg',
    usdPrice: 1,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
  },
  {
    symbol: 'aBTC',
    name: 'Atoll Bitcoin',
    decimals: 8,
    description: 'Devnet wrapped bitcoin',
    icon: 'abtc.svg',
    usdPrice: 64000,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
  },
  {
    symbol: 'ATL',
    name: 'Atoll',
    decimals: 9,
    description: 'Atoll governance token',
    icon: 'atl.svg',
    usdPrice: 0.85,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
  },
  {
    symbol: 'REEF',
    name: 'Reef Finance',
    decimals: 9,
    description: 'Devnet DeFi token',
    icon: 'reef.svg',
    usdPrice: 1.7,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
  },
  {
    symbol: 'CORAL',
    name: 'Coral',
    decimals: 9,
    description: 'Devnet utility token',
    icon: 'coral.svg',
    usdPrice: 0.042,
    isMeme: false,
    verification: 'graylist',
    isScam: false,
  },
  {
    symbol: 'PUFF',
    name: 'Pufferfish',
    decimals: 9,
    description: 'The devnet meme token',
    icon: 'puff.svg',
    usdPrice: 0.000031,
    isMeme: true,
    verification: 'none',
    isScam: false,
  },
  {
    symbol: 'RUG',
    name: 'Rug Token',
    decimals: 9,
    description: 'A devnet token the chain API blacklists',
    icon: 'rug.svg',
    usdPrice: 0.5,
    isMeme: false,
    verification: 'blacklist',
    isScam: false,
  },
  {
    symbol: 'GIFT',
    name: 'Free TON Gift',
    decimals: 9,
    description: 'A devnet token whose master the chain API marks as a scam',
    icon: 'gift.svg',
    usdPrice: 0.1,
    isMeme: false,
    verification: 'none',
    isScam: true,
  },
];

export interface PoolSpec {
  a: string; // 'TON' or a token symbol
  b: string;
  feeBps: number;
  /** Liquidity on each side, in USD. */
  usdDepth: number;
}

export const POOL_SPECS: readonly PoolSpec[] = [
  { a: 'TON', b: 'aUSD', feeBps: 30, usdDepth: 1_200_000 },
  { a: 'TON', b: 'aUSD', feeBps: 5, usdDepth: 400_000 },
  { a: 'TON', b: 'ATL', feeBps: 30, usdDepth: 250_000 },
  { a: 'TON', b: 'PUFF', feeBps: 100, usdDepth: 40_000 },
  { a: 'TON', b: 'REEF', feeBps: 30, usdDepth: 90_000 },
  { a: 'aUSD', b: 'aBTC', feeBps: 30, usdDepth: 800_000 },
  { a: 'aUSD', b: 'aBTC', feeBps: 5, usdDepth: 300_000 },
  { a: 'aUSD', b: 'ATL', feeBps: 30, usdDepth: 120_000 },
  { a: 'ATL', b: 'CORAL', feeBps: 100, usdDepth: 30_000 },
  { a: 'TON', b: 'RUG', feeBps: 100, usdDepth: 20_000 },
  { a: 'TON', b: 'GIFT', feeBps: 100, usdDepth: 10_000 },
];

/** What each demo wallet (and the faucet, per request) receives, in USD per asset. */
export const WALLET_USD_PER_ASSET = 5_000;
export const FAUCET_USD_PER_ASSET = 1_000;
export const WALLET_TON = 10_000;
export const FAUCET_TON = 100;

/** Whole units of an asset worth `usd`, in its smallest unit. */
export function unitsForUsd(usd: number, usdPrice: number, decimals: number): bigint {
  // decimal arithmetic through strings keeps tiny prices (the meme token) exact enough
  const whole = usd / usdPrice;
  const [int, frac = ''] = whole.toFixed(decimals).split('.');
  return BigInt(int! + frac.padEnd(decimals, '0').slice(0, decimals));
}
