// Records traces from a fresh devnet into tests/fixtures/*.json for the decoder tests:
// a swap, a jetton-in swap, a 2-hop, a refund (slippage), an add, a remove, a failed transaction.
// Run: npm run record-fixtures -w @atoll/indexer
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toNano } from '@ton/core';
import { startTestDevnet } from '@atoll/devnet/testing';
import {
  addLiquidity,
  findPool,
  lpBalance,
  removeLiquidity,
  sendGarbageToPool,
  swap,
} from '../tests/helpers/actions';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures');
const devnet = await startTestDevnet();
const [alice, bob, carol] = devnet.world.wallets;
if (!alice || !bob || !carol) throw new Error('the devnet has no test wallets');
const tonUsd = findPool(devnet, 'TON', 'aUSD');
const usdBtc = findPool(devnet, 'aUSD', 'aBTC');

async function record(
  name: string,
  run: () => Promise<{ queryId?: bigint; txs: { hash: string }[] }>,
  user: string,
) {
  const { queryId, txs } = await run();
  const root = txs[0]!.hash;
  const trace = await (await fetch(`${devnet.baseUrl}/v2/traces/${root}`)).json();
  const fixture = {
    name,
    recordedWith: 'apps/indexer/scripts/record-fixtures.ts',
    pools: devnet.world.pools.map((p) => ({
      address: p.address.toRawString(),
      a: p.a,
      b: p.b,
      feeBps: p.feeBps,
    })),
    user,
    queryId: queryId?.toString() ?? null,
    trace,
  };
  writeFileSync(join(out, `${name}.json`), JSON.stringify(fixture, null, 1) + '\n');
  console.log(`${name}: ${root}`);
}

const raw = (w: typeof alice) => w.contract.address.toRawString();
await record(
  'swap-ton-in',
  () => swap(devnet, alice, { pool: tonUsd, from: 'TON', to: 'aUSD', amountIn: toNano('10') }),
  raw(alice),
);
await record(
  'swap-jetton-in',
  () => swap(devnet, bob, { pool: tonUsd, from: 'aUSD', to: 'TON', amountIn: 50_000_000n }),
  raw(bob),
);
await record(
  'swap-2-hop',
  () =>
    swap(devnet, carol, {
      pool: tonUsd,
      from: 'TON',
      to: 'aUSD',
      amountIn: toNano('5'),
      next: { to: 'aBTC', feeBps: 30 },
    }),
  raw(carol),
);
await record(
  'swap-refund-slippage',
  () =>
    swap(devnet, bob, { pool: usdBtc, from: 'aUSD', to: 'aBTC', amountIn: 10_000_000n, minOut: 10n ** 12n }),
  raw(bob),
);
await record(
  'add-liquidity',
  () => addLiquidity(devnet, alice, tonUsd, toNano('10'), 32_000_000n),
  raw(alice),
);
const lp = await lpBalance(devnet, alice.contract.address, tonUsd.address);
await record('remove-liquidity', () => removeLiquidity(devnet, alice, tonUsd, lp / 2n), raw(alice));
await record(
  'failed-unknown-op',
  async () => ({ txs: await sendGarbageToPool(devnet, bob, tonUsd) }),
  raw(bob),
);
await devnet.close();
