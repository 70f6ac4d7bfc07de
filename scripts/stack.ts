// `npm run dev`: the whole product on the local network, in one terminal.
//
//   devnet (apps/devnet)  → migrate the database → API (apps/api) → indexer (apps/indexer) → web (apps/web)
//
// Each service is a child process in its own process group; the launcher waits until each one answers,
// prints the URLs and the demo wallets, and on Ctrl-C / SIGTERM stops them in reverse order (SIGTERM to
// the group, SIGKILL after a grace period).
//
// Two modes:
//   demo (default)  market bots on, the chain saved in apps/devnet/data/stack, DATABASE_URL (`atoll`),
//                   the web app built for these URLs and served by `vite preview` on :5173
//                   (`--web=dev`: the Vite dev server with hot reload instead).
//   --test          for the browser tests: an in-memory devnet without the market, a fresh database and
//                   BullMQ prefix (both removed on exit), free ports, the built app served by `vite preview`,
//                   and the launcher waits until the indexer has indexed the demo pools. When ready it
//                   prints one line `STACK_READY {json}` with the URLs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const VITE = join(ROOT, 'node_modules/.bin/vite');
const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/atoll';

const HELP = `Usage: npm run dev -- [options]      (or: npx tsx scripts/stack.ts [options])

  --test                 browser-test mode (in-memory devnet, no market, fresh database, free ports)
  --web=preview|dev      the web app built + vite preview (default) or the Vite dev server (hot reload)
  --devnet-port=N        default 8081 (env STACK_DEVNET_PORT; 0 = any free port)
  --api-port=N           default 8080 (env STACK_API_PORT)
  --web-port=N           default 5173 (env STACK_WEB_PORT)
  --status-port=N        the indexer's /status, default 8090 (env STACK_STATUS_PORT)
  --market / --no-market the devnet's market bots (demo default: on; test: off)
  --reset                start a new chain and empty the database
  --log-dir=DIR          write each service's output to DIR/<service>.log instead of the terminal
  --help

Environment: DATABASE_URL (Postgres server and, in demo mode, the database), REDIS_URL.`;

interface Options {
  test: boolean;
  web: 'dev' | 'preview';
  ports: { devnet: number; api: number; web: number; status: number };
  market: boolean;
  reset: boolean;
  logDir: string | null;
  databaseUrl: string;
  redisUrl: string;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      test: { type: 'boolean', default: false },
      web: { type: 'string' },
      'devnet-port': { type: 'string' },
      'api-port': { type: 'string' },
      'web-port': { type: 'string' },
      'status-port': { type: 'string' },
      market: { type: 'boolean' },
      'no-market': { type: 'boolean' },
      reset: { type: 'boolean', default: false },
      'log-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const test = values.test ?? false;
  const port = (flag: string | undefined, variable: string, fallback: number): number => {
    const raw = flag ?? env[variable];
    if (raw === undefined || raw === '') return test ? 0 : fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`bad port "${raw}" (${variable})`);
    return n;
  };
  const web = values.web ?? 'preview';
  if (web !== 'dev' && web !== 'preview') throw new Error(`--web must be dev or preview, got "${web}"`);
  return {
    test,
    web,
    ports: {
      devnet: port(values['devnet-port'], 'STACK_DEVNET_PORT', 8081),
      api: port(values['api-port'], 'STACK_API_PORT', 8080),
      web: port(values['web-port'], 'STACK_WEB_PORT', 5173),
      status: port(values['status-port'], 'STACK_STATUS_PORT', 8090),
    },
    market: values['no-market'] ? false : (values.market ?? !test),
    reset: values.reset ?? false,
    logDir: values['log-dir'] ? resolve(values['log-dir']) : null,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

// ── small helpers ────────────────────────────────────────────────────────────────────────────────────

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const time = () => new Date().toISOString().slice(11, 19);
const say = (line: string) => console.log(`${time()} [stack] ${line}`);

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Fails early with a readable message when something already listens on a fixed port. */
function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((ok, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} (${what}) is taken: stop what runs there or pass another port`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => ok()));
  });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs, service }: { timeoutMs: number; service?: Service },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    if (service?.exited) throw new Error(`${service.name} exited (${service.exitReason}) before ${what}`);
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw new Error(
    `${what}: no answer within ${timeoutMs / 1000} s${last ? ` (last error: ${String(last)})` : ''}`,
  );
}

async function httpOk(url: string): Promise<boolean | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  await response.arrayBuffer();
  return response.ok ? true : undefined;
}

async function getJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return undefined;
  return (await response.json()) as T;
}

// ── child processes ──────────────────────────────────────────────────────────────────────────────────

interface Service {
  name: string;
  child: ChildProcess;
  exited: boolean;
  exitReason: string;
  done: Promise<void>;
  /** Called with each line of output (after it is logged). */
  onLine?: (line: string) => void;
}

const COLORS: Record<string, string> = { devnet: '36', migrate: '90', api: '32', indexer: '35', web: '33' };

class Stack {
  readonly services: Service[] = [];
  private readonly logs: WriteStream[] = [];
  private readonly cleanups: Array<{ what: string; run: () => Promise<void> | void }> = [];
  stopping = false;

  constructor(private readonly logDir: string | null) {
    if (logDir) mkdirSync(logDir, { recursive: true });
  }

  onStop(what: string, run: () => Promise<void> | void) {
    this.cleanups.push({ what, run });
  }

  /** Spawns a service in its own process group; its output goes to the terminal (tagged) or a log file. */
  start(
    name: string,
    command: string,
    args: string[],
    opts: { cwd: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void; oneShot?: boolean },
  ): Service {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: { ...process.env, FORCE_COLOR: this.logDir ? '0' : process.env.FORCE_COLOR, ...opts.env },
      detached: true, // a process group of its own: tsx and vite spawn children of their own
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = this.logDir ? createWriteStream(join(this.logDir, `${name}.log`), { flags: 'w' }) : null;
    if (file) this.logs.push(file);
    const tag = process.stdout.isTTY
      ? `\x1b[${COLORS[name] ?? '37'}m${name.padEnd(7)}\x1b[0m`
      : name.padEnd(7);
    const service: Service = {
      name,
      child,
      exited: false,
      exitReason: '',
      done: Promise.resolve(),
      onLine: opts.onLine,
    };
    const relay = (stream: NodeJS.ReadableStream) => {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 1);
          if (file) file.write(`${line}\n`);
          else process.stdout.write(`${tag} ${line}\n`);
          service.onLine?.(line);
        }
      });
    };
    relay(child.stdout!);
    relay(child.stderr!);
    service.done = new Promise((resolveDone) => {
      child.once('exit', (code, signal) => {
        service.exited = true;
        service.exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
        resolveDone();
        if (!this.stopping && !opts.oneShot) {
          say(`${name} stopped unexpectedly (${service.exitReason}); stopping everything`);
          void this.stop(1);
        }
      });
      child.once('error', (error) => {
        service.exited = true;
        service.exitReason = String(error);
        resolveDone();
      });
    });
    this.services.push(service);
    return service;
  }

  /** Runs a one-shot command to completion. */
  async run(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }) {
    const service = this.start(name, command, args, { ...opts, oneShot: true });
    await service.done;
    this.services.splice(this.services.indexOf(service), 1);
    if (service.exitReason !== 'exit code 0') throw new Error(`${name} failed (${service.exitReason})`);
  }

  private async kill(service: Service, graceMs: number) {
    if (service.exited || service.child.pid === undefined) return;
    const group = -service.child.pid;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = sleep(graceMs).then(() => 'timeout' as const);
    if ((await Promise.race([service.done.then(() => 'done' as const), timer])) === 'timeout') {
      say(`${service.name} did not stop within ${graceMs / 1000} s: SIGKILL`);
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await service.done;
    }
    // whatever the group leader left behind (vite's esbuild, tsx's child)
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // the whole group is gone: the normal case
    }
  }

  async stop(code: number): Promise<never> {
    if (this.stopping) return new Promise<never>(() => undefined);
    this.stopping = true;
    say('stopping…');
    for (const service of [...this.services].reverse()) {
      await this.kill(service, service.name === 'devnet' ? 15_000 : 10_000);
      say(`${service.name} stopped (${service.exitReason || 'not running'})`);
    }
    for (const { what, run } of this.cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        say(`cleanup "${what}" failed: ${String(error)}`);
      }
    }
    await Promise.all(this.logs.map((log) => new Promise((r) => log.end(r))));
    process.exit(code);
  }
}

// ── the stack ────────────────────────────────────────────────────────────────────────────────────────

interface DevnetInfo {
  factory: string;
  tokens: Array<{ symbol: string; address: string }>;
  pools: Array<{ address: string; a: string; b: string; fee_bps: number }>;
  wallets: Array<{ name: string; address: string; friendly: string; mnemonic: string }>;
}

let running: Stack | null = null;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const { test } = options;
  const started = Date.now();
  const stack = new Stack(options.logDir);
  running = stack;

  // `on`, not `once`: Ctrl-C reaches npm, tsx and this process, and tsx relays it a second time; a second
  // signal without a handler would kill the launcher before it has stopped its children
  process.on('SIGINT', () => void stack.stop(0));
  process.on('SIGTERM', () => void stack.stop(0));
  process.on('SIGHUP', () => void stack.stop(0));
  // test mode: a launcher whose parent (the test runner) died must not leave the stack running
  if (test) {
    const parent = process.ppid;
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        void stack.stop(1);
      }
    }, 1000).unref();
  }

  // ports: fixed ones must be free, 0 picks any free port
  const ports = { ...options.ports };
  for (const key of Object.keys(ports) as Array<keyof typeof ports>) {
    if (ports[key] === 0) ports[key] = await freePort();
    else await assertPortFree(ports[key], key);
  }
  const devnetUrl = `http://127.0.0.1:${ports.devnet}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const webUrl = `http://localhost:${ports.web}`;
  const statusUrl = `http://127.0.0.1:${ports.status}/status`;

  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = test ? withDatabase(options.databaseUrl, `atoll_e2e_${id}`) : options.databaseUrl;
  const queuePrefix = test ? `atoll-e2e-${id}` : 'atoll';

  // 0. what `npm ci` does not give: the compiled contracts and the Prisma client (turbo skips what is built)
  const missing = [
    ['@atoll/contracts', 'packages/contracts/build'],
    ['@atoll/db', 'prisma/generated'],
  ].filter(([, dir]) => !existsSync(join(ROOT, dir!)));
  if (missing.length > 0) {
    say(`building ${missing.map(([name]) => name).join(' and ')} (first start)`);
    await stack.run(
      'build',
      join(ROOT, 'node_modules/.bin/turbo'),
      ['run', 'build', ...missing.map(([name]) => `--filter=${name}`)],
      { cwd: ROOT, env: { TURBO_TELEMETRY_DISABLED: '1' } },
    );
  }

  // 1. devnet
  const devnetArgs = [
    'src/server.ts',
    `--port=${ports.devnet}`,
    `--public-url=http://localhost:${ports.devnet}`,
    options.market ? '--market' : '--no-market',
  ];
  if (test) devnetArgs.push('--in-memory');
  else devnetArgs.push(`--data-dir=${join(ROOT, 'apps/devnet/data/stack')}`);
  if (options.reset && !test) devnetArgs.push('--reset');
  let freshGenesis = false;
  const devnet = stack.start('devnet', TSX, devnetArgs, {
    cwd: join(ROOT, 'apps/devnet'),
    env: {},
    onLine: (line) => {
      if (line.includes('fresh genesis')) freshGenesis = true;
    },
  });
  await waitFor('devnet', () => httpOk(`${devnetUrl}/v2/blockchain/masterchain-head`), {
    timeoutMs: 120_000,
    service: devnet,
  });
  say(`devnet answers on ${devnetUrl}`);
  const info = (await getJson<DevnetInfo>(`${devnetUrl}/devnet/info`))!;

  // 2. database: the indexer's tables are derived from the chain, so a new chain gets an empty database
  if (test) {
    stack.onStop('drop the test database', () => dropDatabase(databaseUrl));
  } else if (freshGenesis || options.reset) {
    say(`a new chain: emptying ${databaseName(databaseUrl)} (the indexer rebuilds it from the chain)`);
    await dropDatabase(databaseUrl);
  }
  await stack.run('migrate', TSX, ['scripts/migrate.ts'], {
    cwd: join(ROOT, 'prisma'),
    env: { DATABASE_URL: databaseUrl },
  });
  say(`database ${databaseName(databaseUrl)} migrated`);
  if (test) stack.onStop('delete the BullMQ keys', () => deleteRedisKeys(options.redisUrl, queuePrefix));

  // 3. API: accepts proofs and requests from the web app's origin
  const webHosts = [`localhost:${ports.web}`, `127.0.0.1:${ports.web}`];
  const api = stack.start('api', TSX, ['src/server.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      API_HOST: '127.0.0.1',
      API_PORT: String(ports.api),
      CHAIN: 'devnet',
      TONAPI_URL: devnetUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      ALLOWED_PROOF_DOMAINS: webHosts.join(','),
      CORS_ORIGINS: webHosts.map((h) => `http://${h}`).join(','),
      ...(test ? { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } : {}),
    },
  });

  // 4. indexer
  const indexer = stack.start('indexer', TSX, ['src/main.ts'], {
    cwd: join(ROOT, 'apps/indexer'),
    env: {
      CHAIN: 'devnet',
      TONAPI_URL: devnetUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: queuePrefix,
      STATUS_PORT: String(ports.status),
      ...(test ? { POLL_INTERVAL_MS: '500', PRICES_INTERVAL_MS: '2000', STATS_INTERVAL_MS: '3000' } : {}),
    },
  });

  // 5. web: built with the URLs of this stack
  const webEnv = { VITE_CHAIN: 'devnet', VITE_API_URL: apiUrl, VITE_TONAPI_URL: devnetUrl };
  const webDir = join(ROOT, 'apps/web');
  let web: Service;
  if (options.web === 'preview') {
    const outDir = join(tmpdir(), `atoll-web-${id}`);
    stack.onStop('remove the web build', () => rmSync(outDir, { recursive: true, force: true }));
    await stack.run('web', VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      env: webEnv,
    });
    say('web app built');
    web = stack.start(
      'web',
      VITE,
      ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(ports.web), '--strictPort'],
      { cwd: webDir, env: webEnv },
    );
  } else {
    web = stack.start('web', VITE, ['--host', '127.0.0.1', '--port', String(ports.web), '--strictPort'], {
      cwd: webDir,
      env: webEnv,
    });
  }

  await waitFor('api /readyz', () => httpOk(`${apiUrl}/readyz`), { timeoutMs: 60_000, service: api });
  say(`api answers on ${apiUrl}`);
  await waitFor('indexer /status', () => httpOk(statusUrl), { timeoutMs: 60_000, service: indexer });
  say(`indexer answers on ${statusUrl}`);
  await waitFor('web', () => httpOk(`http://127.0.0.1:${ports.web}/`), { timeoutMs: 60_000, service: web });
  say(`web answers on ${webUrl}`);

  // the indexer has found the factory's pools and priced the tokens (the pages have data to show)
  const indexed = await waitFor(
    'the demo pools indexed',
    async () => {
      const body = await getJson<{ result: Array<{ price?: string | null }> }>(`${apiUrl}/tokens`);
      const tokens = body?.result ?? [];
      // every demo jetton and TON, each with a USD price
      const priced = tokens.filter((t) => t.price && Number(t.price) > 0).length;
      return priced >= info.tokens.length + 1 ? priced : undefined;
    },
    { timeoutMs: test ? 90_000 : 30_000, service: indexer },
  ).catch((error: unknown) => {
    if (test) throw error;
    say(`${String(error)}: the pages may be empty for a moment`);
    return 0;
  });
  if (indexed) say(`indexer caught up: ${indexed} tokens priced, ${info.pools.length} pools`);

  const ready = {
    devnet: devnetUrl,
    api: apiUrl,
    web: webUrl,
    indexerStatus: statusUrl,
    databaseUrl,
    queuePrefix,
    wallets: info.wallets.map(({ name, address, friendly }) => ({ name, address, friendly })),
    startedInMs: Date.now() - started,
  };

  console.log('');
  console.log(`Atoll is running (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  console.log(
    `  web app       ${webUrl}${options.web === 'dev' ? '  (Vite dev server)' : '  (built, vite preview)'}`,
  );
  console.log(`  API           ${apiUrl}   docs ${apiUrl}/docs`);
  console.log(`  devnet        ${devnetUrl}   TonAPI v2 at /v2, ${devnetUrl}/devnet/info`);
  console.log(`  indexer       ${statusUrl}`);
  console.log(`  database      ${databaseName(databaseUrl)}   market bots: ${options.market ? 'on' : 'off'}`);
  console.log(
    'Demo wallets (in the app: Connect wallet → Atoll devnet wallet; 10,000 TON and every demo token):',
  );
  for (const w of info.wallets) {
    console.log(`  ${w.name.padEnd(6)} ${w.friendly}`);
    if (!test) console.log(`         ${w.mnemonic}`);
  }
  console.log('Ctrl-C stops everything.');
  if (test) console.log(`STACK_READY ${JSON.stringify(ready)}`);
  if (options.logDir) say(`service logs in ${options.logDir}`);
}

main().catch(async (error: unknown) => {
  console.error(`${time()} [stack] failed: ${error instanceof Error ? error.message : String(error)}`);
  if (running) await running.stop(1);
  process.exit(1);
});
