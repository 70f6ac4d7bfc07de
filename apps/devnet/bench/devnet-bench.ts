// Devnet benchmark: POST → finished-trace latency, sustained swaps per second through the HTTP
// API, and start-up time with the genesis cached. Each has a baseline measured in the same run.
// Writes bench/devnet-bench-report.json.  Run: npm run bench -w @atoll/devnet
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { type Cell, toNano } from '@ton/core';
import { externalTraceId, seqnoOf, swapAt } from '../tests/helpers/wallet-messages';
import { BENCH_DIR, round2, spawnTsx, withTempDir } from './bench-support';
import { emulatorCeiling } from './emulator-ceiling';
import { sustainedSwaps } from './sustained-swaps';
import { startTestDevnet, type TestDevnet } from '../src/testing';

const TRACE_SAMPLES = Number(process.env.BENCH_TRACE_SAMPLES ?? 200);
const SWAPS = Number(process.env.BENCH_SWAPS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function post(devnet: TestDevnet, boc: Cell): Promise<void> {
  const res = await fetch(`${devnet.baseUrl}/v2/blockchain/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc: boc.toBoc().toString('base64') }),
  });
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${await res.text()}`);
}

/** Polls the trace by normalized hash until it exists and no node is still waiting on a message. */
async function waitTrace(devnet: TestDevnet, id: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${devnet.baseUrl}/v2/traces/${id}`);
    if (res.status === 200) {
      const trace = (await res.json()) as { emulated?: boolean };
      if (!trace.emulated) return;
    } else {
      await res.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 1));
  }
}

async function traceLatency(devnet: TestDevnet) {
  const wallet = devnet.world.wallets[0]!;
  let seqno = await seqnoOf(devnet, wallet);
  const httpMs: number[] = [];
  const directMs: number[] = [];
  for (let i = 0; i < TRACE_SAMPLES; i++) {
    // alternate: the HTTP path, and the same kind of swap straight into the chain (baseline)
    const boc = swapAt(devnet, wallet, seqno++, toNano('1'));
    const started = performance.now();
    if (i % 2 === 0) {
      await post(devnet, boc);
      await waitTrace(devnet, externalTraceId(boc));
      httpMs.push(performance.now() - started);
    } else {
      await devnet.chain.sendExternal(boc);
      directMs.push(performance.now() - started);
    }
  }
  return {
    samples: httpMs.length,
    p50Ms: round2(percentile(httpMs, 50)),
    p99Ms: round2(percentile(httpMs, 99)),
    baselineEmulationP50Ms: round2(percentile(directMs, 50)),
    goalP50Ms: 50,
  };
}

async function startupTime() {
  return withTempDir('atoll-devnet-bench-', async (dir) => {
    // a fresh port per run, so a server that is still shutting down can never answer for the next one
    const run = (port: number) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const child = spawnTsx(
          [
            'src/server.ts',
            `--port=${port}`,
            `--public-url=http://localhost:8081`,
            `--data-dir=${dir}`,
            '--no-market',
          ],
          { cwd: join(BENCH_DIR, '..'), stdio: 'ignore' },
        );
        child.once('exit', (code) => {
          if (!done) reject(new Error(`devnet exited early with ${code}`));
        });
        let done = false;
        const poll = async () => {
          try {
            const res = await fetch(`http://127.0.0.1:${port}/v2/blockchain/masterchain-head`);
            if (res.ok) {
              done = true;
              const ms = performance.now() - started;
              child.once('exit', () => resolve(ms));
              child.kill('SIGTERM');
              return;
            }
          } catch {
            // not listening yet
          }
          if (performance.now() - started > 120_000) {
            child.kill('SIGKILL');
            reject(new Error('devnet did not start'));
          } else setTimeout(() => void poll(), 10);
        };
        void poll();
      });
    const base = 18000 + Math.floor(Math.random() * 1000);
    const fresh = await run(base);
    const cached = await run(base + 1);
    return {
      cachedMs: Math.round(cached),
      baselineFreshGenesisMs: Math.round(fresh),
      goalMs: 3000,
      includes: 'node + tsx start, chain load, HTTP listen',
    };
  });
}

async function main() {
  const devnet = await startTestDevnet();
  const trace = await traceLatency(devnet);
  const swaps = await sustainedSwaps([{ name: 'devnet', devnet }], SWAPS, ROUNDS);
  const ceiling = await emulatorCeiling(devnet);
  await devnet.close();
  const startup = await startupTime();
  const sustained = swaps.devnet!;
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length },
    traceLatency: trace,
    sustainedSwaps: {
      ...sustained,
      rounds: ROUNDS,
      client: 'separate process, swaps signed before the clock starts',
      goalPerSecond: 100,
    },
    emulatorCeiling: ceiling,
    startup,
    meetsGoals: {
      traceP50: trace.p50Ms <= trace.goalP50Ms,
      swapsPerSecond: sustained.perSecond >= 100 && sustained.completeTraces === sustained.swaps,
      startup: startup.cachedMs <= startup.goalMs,
    },
  };
  writeFileSync(join(BENCH_DIR, 'devnet-bench-report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(JSON.stringify(report, null, 2));
}

void main();
