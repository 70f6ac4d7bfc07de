import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      tokens: unknown[];
      wallets: unknown[];
    };
    expect(info.pools.length).toBe(9);
    expect(info.tokens.length).toBe(6);
    expect(info.wallets.length).toBe(5);
  });
});
