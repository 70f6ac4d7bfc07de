import type { DevnetContext } from '../context';
import type { Market } from '../market/market';
import { isVerifiedSpec } from './catalog';
import { DEVNET_GLOBAL_ID } from './demo-world';

/** GET /devnet/info: what a developer (or a test) needs to find its way around the demo world. */
export function describeDevnet({ world, chain, config }: DevnetContext, market?: Market) {
  const raw = (a: { toRawString(): string }) => a.toRawString();
  const friendly = (
    a: { toString(o: { bounceable: boolean; testOnly: boolean }): string },
    bounceable: boolean,
  ) => a.toString({ bounceable, testOnly: true });
  const assetAddress = (symbol: string) =>
    symbol === 'TON' ? 'TON' : raw(world.tokens.find((t) => t.symbol === symbol)!.master);
  return {
    network: 'devnet' as const,
    global_id: DEVNET_GLOBAL_ID,
    public_url: world.publicUrl,
    tonapi_url: `${world.publicUrl}/v2`,
    masterchain_seqno: chain.blocks.headSeqno,
    transactions: chain.index.size,
    factory: raw(world.factory),
    lp_image: `${world.publicUrl}/devnet/icons/lp.svg`,
    tokens: world.tokens.map((t) => ({
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      address: raw(t.master),
      friendly: friendly(t.master, true),
      image: t.imageUrl,
      usd_price: t.usdPrice,
      is_meme: t.isMeme,
      verified: isVerifiedSpec(t),
      verification: t.verification,
      is_scam: t.isScam,
    })),
    pools: world.pools.map((p) => ({
      address: raw(p.address),
      friendly: friendly(p.address, true),
      a: p.a,
      b: p.b,
      a_address: assetAddress(p.a),
      b_address: assetAddress(p.b),
      fee_bps: p.feeBps,
      usd_depth_per_side: p.usdDepth,
    })),
    wallets: world.wallets.map((w) => ({
      name: w.name,
      address: raw(w.contract.address),
      friendly: friendly(w.contract.address, false),
      public_key: w.publicKey.toString('hex'),
      mnemonic: w.mnemonic.join(' '),
      version: 'v5r1' as const,
    })),
    market: {
      enabled: config.market,
      running: market?.active ?? false,
      interval_ms: config.marketIntervalMs,
      bots: (market?.bots ?? []).map((b) => ({
        name: b.name,
        address: raw(b.address),
        friendly: friendly(b.address, false),
      })),
      stats: market
        ? {
            actions: market.stats.actions,
            swaps: market.stats.swaps,
            liquidity_added: market.stats.liquidityAdded,
            liquidity_removed: market.stats.liquidityRemoved,
            refunds: market.stats.refunds,
            top_ups: market.stats.topUps,
            errors: market.stats.errors,
            failed_transactions: market.stats.failedTransactions,
            last_action: market.stats.lastAction,
          }
        : null,
    },
  };
}
