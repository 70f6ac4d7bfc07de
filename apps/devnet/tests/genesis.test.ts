import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeHashHex } from '@atoll/contracts/artifacts';
import { genesisRoots } from '../src/devnet';
import { loadConfig } from '../src/env';
import { startTestDevnet, type TestDevnet } from '../src/testing';

let devnet: TestDevnet;
let started = 0;

beforeAll(async () => {
  started = Date.now();
  devnet = await startTestDevnet();
  started = Date.now() - started;
});
afterAll(async () => devnet?.close());

describe('genesis', () => {
  it('builds the demo world', async () => {
    console.log(`genesis in ${started} ms, ${devnet.chain.index.size} transactions`);
    const info = (await (await fetch(`${devnet.baseUrl}/devnet/info`)).json()) as {
      pools: unknown[];
      tokens: { symbol: string; verification: string; is_scam: boolean }[];
      wallets: unknown[];
    };
    expect(info.pools.length).toBe(11);
    expect(info.tokens.length).toBe(8);
    // one token of each verification level the chain API gives, and one scam
    const levels = new Set(info.tokens.map((t) => t.verification));
    expect([...levels].sort()).toEqual(['blacklist', 'graylist', 'none', 'whitelist']);
    expect(info.tokens.filter((t) => t.is_scam).map((t) => t.symbol)).toEqual(['GIFT']);
    expect(info.wallets.length).toBe(5);
  });

  it('--print-roots names the factory the genesis deploys, without running it (the images pin these)', async () => {
    const config = loadConfig(['--print-roots', '--in-memory', '--public-url=http://elsewhere:9'], {});
    expect(config.printRoots).toBe(true);
    const info = (await (await fetch(`${devnet.baseUrl}/devnet/info`)).json()) as { factory: string };
    // another public URL changes the tokens, not the factory: the roots hold for any devnet of this build
    expect(await genesisRoots(config)).toEqual({
      FACTORY_ADDRESS: info.factory,
      POOL_CODE_HASH: codeHashHex('Pool'),
      ORDER_CODE_HASH: codeHashHex('Order'),
    });
  });
});
