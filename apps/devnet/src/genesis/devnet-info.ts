import type { DevnetContext } from '../context';

/** GET /devnet/info: what a developer (or a test) needs to find its way around the demo world. */
export function describeDevnet({ world, chain }: DevnetContext) {
  const raw = (a: { toRawString(): string }) => a.toRawString();
  return {
    network: 'devnet',
    global_id: -3,
    public_url: world.publicUrl,
    masterchain_seqno: chain.blocks.headSeqno,
    factory: raw(world.factory),
    tokens: world.tokens.map((t) => ({
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      address: raw(t.master),
      image: t.imageUrl,
      usd_price: t.usdPrice,
      is_meme: t.isMeme,
      verified: t.verified,
    })),
    pools: world.pools.map((p) => ({ address: raw(p.address), a: p.a, b: p.b, fee_bps: p.feeBps })),
    wallets: world.wallets.map((w) => ({
      name: w.name,
      address: raw(w.contract.address),
      friendly: w.contract.address.toString({ bounceable: false, testOnly: true }),
      public_key: w.publicKey.toString('hex'),
      mnemonic: w.mnemonic.join(' '),
      version: 'v5r1',
    })),
  };
}
