// Gas benchmark: every user flow of the DEX, sent by a real wallet v5r1 as one signed external,
// emulated to the end of its trace in @ton/sandbox. Writes gas-report.json and GAS.md.
// Exits non-zero when a flow fails; a missed target is printed, not an error.
import { writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toNano } from '@ton/core';
import { loadCode } from '../src/artifacts';
import { CONTRACT_SOURCES, type ContractName } from '../src/contract-sources';
import { TON } from '../src/sdk/assets';
import { orderLibraries } from '../src/sdk/orders';
import { PoolStatus } from '../src/wrappers/dex-constants';
import { createDexWorld, createPoolWithLiquidity, openPool } from '../tests/helpers/dex-world';
import {
  cancel as cancelOrder,
  fillDirect,
  fillViaPool,
  ORDER_CANCEL_TARGET,
  ORDER_FILL_EXTRA_GAS,
  ORDER_PLACE_TARGET,
  type OrderBench,
  placeJettonSell,
  placeTonSell,
} from './gas-bench-orders';
import {
  type Anchor,
  type Limits,
  missedTargets,
  renderGasMd,
  renderTable,
  reportRow,
  type ReportRow,
  summarize,
  txRecord,
} from './gas-report';
import {
  type Bench,
  createUser,
  FlowFailed,
  must,
  mustEqual,
  type Outcome,
  registerAccounts,
  run,
} from './gas-bench-support';
import {
  addLiquidity,
  initialLiquidity,
  removeLiquidity,
  swapExactIn,
  swapExactOut,
  swapTwoHop,
} from './gas-bench-pools';
import {
  FILL_SECOND_PASS_COSTS,
  ISSUE_13_COSTS,
  ORDER_GAS_COSTS,
  READY_NEXT_POOLS_COSTS,
  RECEIPT_COSTS,
} from './gas-costs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The issue's targets and its STON.fi v2 anchors.
const SWAP_TARGET: Limits = { dexGas: 15_000, chainGas: 55_000, attachedTon: '0.12' };
const SWAP_ANCHOR: Anchor = { dexGas: 47_383, chainGas: 85_195, attachedTon: '0.2–0.6' };
const TWO_HOP_TARGET: Limits = { dexGas: 30_000, attachedTon: '0.12' };
const TWO_HOP_ANCHOR: Anchor = { dexGas: 87_683, attachedTon: '0.2–0.6' };
const ADD_TARGET: Limits = { dexGas: 55_000 };
const ADD_ANCHOR: Anchor = { dexGas: 113_747 };
const REMOVE_TARGET: Limits = { dexGas: 25_000 };
const REMOVE_ANCHOR: Anchor = { dexGas: 51_514 };

interface Operation {
  name: string;
  target: Limits;
  anchor: Anchor;
  warm: boolean;
  /** `warmUp`: this is the run before the measured one. */
  run: (bench: Bench, name: string, warmUp: boolean) => Promise<Outcome>;
}

const OPERATIONS: Operation[] = [
  {
    name: 'swap TON→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.tonA, TON, b.world.A, toNano('1')),
  },
  {
    name: 'swap jetton→TON',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.tonA, b.world.A, TON, toNano('5')),
  },
  {
    name: 'swap jetton→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.ab, b.world.A, b.world.B, toNano('5')),
  },
  {
    name: '2-hop swap TON→A→B',
    target: TWO_HOP_TARGET,
    anchor: TWO_HOP_ANCHOR,
    warm: true,
    // the warm-up is the first hop through the pair: it probes, and TON/A remembers A/B
    run: (b, n, warmUp) => swapTwoHop(b, n, b.ab, b.world.B, warmUp),
  },
  {
    name: '2-hop swap TON→A→C, first through the pair (probe)',
    target: {},
    anchor: {},
    warm: false,
    run: (b, n) => swapTwoHop(b, n, b.ac, b.world.C, true),
  },
  {
    name: 'exact-out swap TON→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: swapExactOut,
  },
  {
    name: 'add liquidity (both legs)',
    target: ADD_TARGET,
    anchor: ADD_ANCHOR,
    warm: true,
    run: addLiquidity,
  },
  {
    name: 'initial liquidity (create pool + first deposit)',
    target: {},
    anchor: {},
    warm: false,
    run: initialLiquidity,
  },
  {
    name: 'remove liquidity',
    target: REMOVE_TARGET,
    anchor: REMOVE_ANCHOR,
    warm: true,
    run: removeLiquidity,
  },
  ...orderOperations(),
];

/** The limit-order rows (scripts/gas-bench-orders.ts); the fill's target is set from the swap row. */
function orderOperations(): Operation[] {
  const asOrderBench = (bench: Bench): OrderBench => ({
    world: bench.world,
    user: bench.user,
    book: bench.book,
    run: (name, tx) => run(bench, name, tx),
    must,
  });
  const op = (
    name: string,
    target: Limits,
    fn: (b: OrderBench, n: string) => Promise<Outcome>,
  ): Operation => ({
    name,
    target,
    anchor: {},
    warm: true,
    run: (b, n) => fn(asOrderBench(b), n),
  });
  return [
    op('limit order place (TON sell)', ORDER_PLACE_TARGET, placeTonSell),
    op('limit order place (jetton sell)', ORDER_PLACE_TARGET, placeJettonSell),
    op('limit order fill (via pool)', {}, fillViaPool),
    op('limit order fill (direct)', {}, fillDirect),
    op('limit order cancel', ORDER_CANCEL_TARGET, cancelOrder),
  ];
}

/** The fill through a pool may cost this much DEX gas: the swap row of its direction, + ORDER_FILL_EXTRA_GAS. */
function relativeTargets(rows: ReportRow[]) {
  const swap = rows.find((r) => r.operation === 'swap TON→jetton');
  const fill = OPERATIONS.find((o) => o.name === 'limit order fill (via pool)');
  if (swap && fill) fill.target = { dexGas: swap.dexGas + ORDER_FILL_EXTRA_GAS };
}

function sandboxVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(readFileSync(require.resolve('@ton/sandbox/package.json'), 'utf-8')) as {
    version: string;
  };
  return `@ton/sandbox ${pkg.version}`;
}

async function main() {
  const world = await createDexWorld();
  // Liquidity from another account, so that the measured user is a trader like any other.
  const tonA = (
    await createPoolWithLiquidity(world, world.alice, TON, world.A, 30, toNano('1000'), toNano('5000'))
  ).pool;
  const ab = (
    await createPoolWithLiquidity(world, world.alice, world.A, world.B, 5, toNano('10000'), toNano('20000'))
  ).pool;
  const ac = (
    await createPoolWithLiquidity(world, world.alice, world.A, world.C, 5, toNano('10000'), toNano('20000'))
  ).pool;
  for (const pool of [tonA, ab, ac]) {
    mustEqual((await pool.getPoolData()).status, PoolStatus.ready, 'setup pool status');
  }
  // the order code as a published library, as a deployment publishes it (src/sdk/orders.ts)
  world.blockchain.libs = orderLibraries(loadCode('Order'));
  const user = await createUser(world, 'atoll gas bench: trader', toNano('10000'));
  for (const minter of [world.minterA, world.minterB, world.minterC]) {
    await minter.sendMint(world.admin.getSender(), { to: user.address, jettonAmount: toNano('1000000') });
  }
  const bench: Bench = { world, user, tonA, ab, ac, book: new Map(), queryId: 1000n };
  registerAccounts(bench, [tonA.address, ab.address, ac.address, openPool(world, TON, world.C, 30).address]);

  for (const op of OPERATIONS.filter((o) => o.warm)) await op.run(bench, `${op.name} (warm-up)`, true);

  const rows: ReportRow[] = [];
  const breakdown: string[] = [];
  for (const op of OPERATIONS) {
    relativeTargets(rows);
    const outcome = await op.run(bench, op.name, false);
    const summary = summarize(outcome.txs.map(txRecord), bench.book);
    rows.push(reportRow(op.name, summary, outcome.attachedTon, op.target, op.anchor));
    const roles = Object.entries(summary.gasByRole)
      .map(([role, gas]) => `${role} ${gas}`)
      .join(', ');
    breakdown.push(`${op.name}: ${roles}`);
    if (process.env.GAS_BENCH_TXS) {
      const perTx = outcome.txs.map(txRecord).map((r) => `${bench.book.get(r.account) ?? '?'} ${r.gas}`);
      breakdown.push(`    ${perTx.join(' | ')}`);
    }
  }

  console.log(renderTable(rows));
  console.log('\nGas by account role:');
  for (const line of breakdown) console.log(`  ${line}`);
  const missed = missedTargets(rows);
  console.log(missed.length ? `\nTargets MISSED:\n  ${missed.join('\n  ')}` : '\nEvery target is met.');

  const codeHashes = Object.fromEntries(
    (Object.keys(CONTRACT_SOURCES) as ContractName[]).map((name) => [
      name,
      loadCode(name).hash().toString('hex').slice(0, 16).toUpperCase(),
    ]),
  );
  writeFileSync(join(root, 'gas-report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(
    join(root, 'GAS.md'),
    renderGasMd(rows, {
      emulator: sandboxVersion(),
      codeHashes,
      costs: [ISSUE_13_COSTS, READY_NEXT_POOLS_COSTS, RECEIPT_COSTS, ORDER_GAS_COSTS, FILL_SECOND_PASS_COSTS],
    }),
  );
  console.log(`\nWrote ${join(root, 'gas-report.json')} and ${join(root, 'GAS.md')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof FlowFailed ? `FLOW FAILED: ${error.message}` : error);
  process.exit(1);
});
