// npm run bench:fresh-clone: how long a newcomer waits, from `git clone` to the first page `npm run dev`
// serves, with a cold npm cache (an empty one: every package from the registry) and a warm one (this
// machine's). Each run clones HEAD into a temporary folder, runs `npm run dev` there on free ports and a
// throw-away database, and stops it once the web app's first page answers. Beside each total: the part
// `npm ci` took (the bootstrap's install, the same run's floor). Report: bench/fresh-clone-report.json.
//   npm run bench:fresh-clone -- [--runs=3] [--cold-runs=1]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dropDatabase, withDatabase } from '@atoll/db';
import { cloneHead, newcomerEnv, ROOT } from '../scripts/fresh-clone/clone';

interface Run {
  cache: 'cold' | 'warm';
  totalS: number;
  npmCiS: number | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function once(cache: Run['cache']): Promise<Run> {
  const started = Date.now();
  const clone = cloneHead();
  const emptyCache = cache === 'cold' ? mkdtempSync(join(tmpdir(), 'atoll-npm-cache-')) : null;
  const databaseUrl = withDatabase(
    process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/atoll',
    `atoll_bench_${Date.now().toString(36)}`,
  );
  const ports = ['DEVNET', 'API', 'WEB', 'STATUS', 'KEEPER'].map((p) => [`STACK_${p}_PORT`, '0']);
  const child = spawn('npm', ['run', 'dev', '--', '--no-market'], {
    cwd: clone.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: newcomerEnv({
      ...Object.fromEntries(ports),
      DATABASE_URL: databaseUrl,
      ...(emptyCache ? { npm_config_cache: emptyCache } : {}),
    }),
  });
  let npmCiS: number | null = null;
  let installStarted: number | null = null;
  try {
    const web = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString();
        if (installStarted === null && buffer.includes('npm ci')) installStarted = Date.now();
        const added = /added \d+ packages/.exec(buffer);
        if (added && npmCiS === null && installStarted !== null)
          npmCiS = (Date.now() - installStarted) / 1000;
        const ready = /web answers on (http:\/\/\S+)/.exec(buffer);
        if (ready) resolve(ready[1]!);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) =>
        reject(
          new Error(`npm run dev exited (${code}) before the web app answered:\n${buffer.slice(-2000)}`),
        ),
      );
    });
    const page = await fetch(web);
    if (!page.ok || !(await page.text()).includes('<div id="root">'))
      throw new Error(`${web} did not serve the app (${page.status})`);
    return { cache, totalS: (Date.now() - started) / 1000, npmCiS };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    await dropDatabase(databaseUrl).catch(() => undefined);
    clone.remove();
    if (emptyCache) rmSync(emptyCache, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, 'cold-runs': { type: 'string' } } });
  const runs: Run[] = [];
  for (const [cache, count] of [
    ['warm', Number(values.runs ?? 3)],
    ['cold', Number(values['cold-runs'] ?? 1)],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const run = await once(cache);
      console.log(
        `${cache} cache: first page after ${run.totalS.toFixed(1)} s (npm ci ${run.npmCiS?.toFixed(1) ?? '?'} s)`,
      );
      runs.push(run);
    }
  }
  const summary = (cache: Run['cache']) => {
    const of = runs.filter((r) => r.cache === cache);
    return {
      runs: of.length,
      medianTotalS: median(of.map((r) => r.totalS)),
      medianNpmCiS: median(of.map((r) => r.npmCiS ?? NaN)),
    };
  };
  const report = {
    measured: new Date().toISOString(),
    command: 'npm run bench:fresh-clone',
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    what: 'git clone of HEAD → `npm run dev` (bootstrap: npm ci, build, stack) → the web app first page served',
    warm: summary('warm'),
    cold: summary('cold'),
    runs,
  };
  writeFileSync(join(ROOT, 'bench/fresh-clone-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify({ warm: report.warm, cold: report.cold }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
