import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseName, dropDatabase, withDatabase } from '@atoll/db';
import { clearQueues } from '@atoll/indexer/queues';
import { parseOptions } from './options';
import { SERVICES, type ServiceEntry } from '../services/services';
import type { Options } from './options';
import { say, type Service, Stack } from './processes';
import { smokeCheck } from './smoke';
import { assertPortFree, freePort, getJson, httpOk, waitFor } from './wait';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const VITE = join(ROOT, 'node_modules/.bin/vite');
const startScript = (options: Options) => join(options.servicesDir ?? ROOT, 'scripts/docker/start.sh');

/** How a service runs: its TypeScript under tsx, or (--compiled) its compiled file under plain node through
 * the containers' own start script, on the Node that --node names. */
function commandOf(options: Options, name: ServiceEntry['name'], args: string[] = []) {
  const service = SERVICES.find((s) => s.name === name)!;
  if (options.compiled)
    return { command: 'sh', args: [startScript(options), name, ...args], cwd: ROOT, env: nodeEnv(options) };
  return { command: TSX, args: [service.source, ...args], cwd: join(ROOT, service.dir), env: {} };
}

const nodeEnv = (options: Options): NodeJS.ProcessEnv => (options.node ? { ATOLL_NODE: options.node } : {});

/** What the devnet says of itself (`GET /devnet/info`), as far as the launcher reads it. */
interface DevnetInfo {
  factory: string;
  tokens: Array<{ symbol: string; address: string }>;
  pools: Array<{
    address: string;
    a: string;
    b: string;
    a_address: string;
    b_address: string;
    fee_bps: number;
  }>;
  wallets: Array<{ name: string; address: string; friendly: string; mnemonic: string }>;
}

let running: Stack | null = null;

/** Starts the stack; on a failure, stops whatever started and exits non-zero. */
export async function runStack(argv: string[]): Promise<void> {
  await main(argv).catch(async (error: unknown) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    if (running) await running.stop(1);
    process.exit(1);
  });
}

async function main(argv: string[]): Promise<void> {
  const options = parseOptions(argv, process.env);
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

  if (options.compiled && !options.servicesDir) {
    await stack.run('build', TSX, [join(ROOT, 'scripts/services/build.ts')], { cwd: ROOT, env: {} });
    say(`services compiled; they run on ${options.node ?? 'node'}`);
  }

  // 1. devnet
  const devnetArgs = [
    `--port=${ports.devnet}`,
    `--public-url=http://localhost:${ports.devnet}`,
    options.market ? '--market' : '--no-market',
  ];
  if (test) devnetArgs.push('--in-memory');
  else devnetArgs.push(`--data-dir=${join(ROOT, 'apps/devnet/data/stack')}`);
  if (options.reset && !test) devnetArgs.push('--reset');
  let freshGenesis = false;
  const devnetRun = commandOf(options, 'devnet', devnetArgs);
  const devnet = stack.start('devnet', devnetRun.command, devnetRun.args, {
    cwd: devnetRun.cwd,
    env: devnetRun.env,
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
  // The roots of trust every app pins: the factory this devnet deployed and the pool code we compiled.
  // Apps derive every pool from them and trust no address an answer names (apps/indexer/README.md).
  const { loadCode } = await import('@atoll/contracts/artifacts');
  const roots = {
    FACTORY_ADDRESS: info.factory,
    POOL_CODE_HASH: loadCode('Pool').hash().toString('hex'),
    ORDER_CODE_HASH: loadCode('Order').hash().toString('hex'),
  };

  // 2. database: the indexer's tables are derived from the chain, so a new chain gets an empty database
  if (test) {
    stack.onStop('drop the test database', () => dropDatabase(databaseUrl));
  } else if (freshGenesis || options.reset) {
    say(`a new chain: emptying ${databaseName(databaseUrl)} (the indexer rebuilds it from the chain)`);
    await dropDatabase(databaseUrl);
  }
  const migrate = commandOf(options, 'migrate');
  await stack.run('migrate', migrate.command, migrate.args, {
    cwd: migrate.cwd,
    env: { ...migrate.env, DATABASE_URL: databaseUrl },
  });
  say(`database ${databaseName(databaseUrl)} migrated`);
  if (test) stack.onStop('delete the BullMQ keys', () => clearQueues(options.redisUrl, queuePrefix));

  // 3. API: accepts proofs and requests from the web app's origin
  const webHosts = [`localhost:${ports.web}`, `127.0.0.1:${ports.web}`];
  const apiRun = commandOf(options, 'api');
  const api = stack.start('api', apiRun.command, apiRun.args, {
    cwd: apiRun.cwd,
    env: {
      ...apiRun.env,
      API_HOST: '127.0.0.1',
      API_REQUEST_LOGS: options.requestLogs ? 'on' : 'off',
      API_PORT: String(ports.api),
      CHAIN: 'devnet',
      TONAPI_URL: devnetUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      ...roots,
      ALLOWED_PROOF_DOMAINS: webHosts.join(','),
      CORS_ORIGINS: webHosts.map((h) => `http://${h}`).join(','),
      ...(test ? { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } : {}),
    },
  });

  // 4. indexer
  const indexerRun = commandOf(options, 'indexer');
  const indexer = stack.start('indexer', indexerRun.command, indexerRun.args, {
    cwd: indexerRun.cwd,
    env: {
      ...indexerRun.env,
      CHAIN: 'devnet',
      TONAPI_URL: devnetUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      ...roots,
      QUEUE_PREFIX: queuePrefix,
      STATUS_PORT: String(ports.status),
      ...(test ? { POLL_INTERVAL_MS: '500', PRICES_INTERVAL_MS: '2000', STATS_INTERVAL_MS: '3000' } : {}),
    },
  });

  // 5. keeper: fills limit orders from a hot wallet of its own (on the devnet a fresh one the faucet funds)
  const keeperPrefix = `${queuePrefix}-keeper`;
  if (test) stack.onStop('delete the keeper keys', () => clearQueues(options.redisUrl, keeperPrefix));
  const keeperRun = commandOf(options, 'keeper');
  stack.start('keeper', keeperRun.command, keeperRun.args, {
    cwd: keeperRun.cwd,
    env: {
      ...keeperRun.env,
      CHAIN: 'devnet',
      TONAPI_URL: devnetUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      ...roots,
      QUEUE_PREFIX: keeperPrefix,
      KEEPER_STATUS_PORT: String(ports.keeper),
    },
  });

  // 6. web: built with the URLs of this stack
  const webEnv = {
    VITE_CHAIN: 'devnet',
    VITE_API_URL: apiUrl,
    VITE_TONAPI_URL: devnetUrl,
    VITE_FACTORY_ADDRESS: roots.FACTORY_ADDRESS,
    VITE_POOL_CODE_HASH: roots.POOL_CODE_HASH,
    VITE_ORDER_CODE_HASH: roots.ORDER_CODE_HASH,
  };
  const webDir = join(ROOT, 'apps/web');
  let web: Service;
  if (options.web === 'preview' || options.compiled) {
    const outDir = join(tmpdir(), `atoll-web-${id}`);
    stack.onStop('remove the web build', () => rmSync(outDir, { recursive: true, force: true }));
    await stack.run('web', VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      env: webEnv,
    });
    say('web app built');
    // compiled: the static server of the web image (scripts/docker/serve-web.mjs), as the container runs it
    web = options.compiled
      ? stack.start('web', 'sh', [startScript(options), 'web'], {
          cwd: ROOT,
          env: { ...nodeEnv(options), WEB_DIR: outDir, WEB_HOST: '127.0.0.1', WEB_PORT: String(ports.web) },
        })
      : stack.start(
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
    `  web app       ${webUrl}${options.compiled ? '  (built, scripts/docker/serve-web.mjs)' : options.web === 'dev' ? '  (Vite dev server)' : '  (built, vite preview)'}`,
  );
  console.log(`  API           ${apiUrl}   docs ${apiUrl}/docs`);
  console.log(`  devnet        ${devnetUrl}   TonAPI v2 at /v2, ${devnetUrl}/devnet/info`);
  console.log(`  indexer       ${statusUrl}   metrics /metrics`);
  console.log(`  keeper        http://127.0.0.1:${ports.keeper}/metrics`);
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

  if (options.smoke) {
    const pool = info.pools.find((p) => p.a === 'TON' || p.b === 'TON');
    if (!pool) throw new Error('smoke: the devnet has no TON pool');
    await smokeCheck({
      root: ROOT,
      node: options.compiled ? (options.node ?? 'node') : process.execPath,
      health: {
        devnet: `${devnetUrl}/v2/blockchain/masterchain-head`,
        api: `${apiUrl}/readyz`,
        indexer: statusUrl,
        keeper: `http://127.0.0.1:${ports.keeper}/healthz`,
        web: options.compiled ? `http://127.0.0.1:${ports.web}/healthz` : `http://127.0.0.1:${ports.web}/`,
      },
      devnetUrl,
      apiUrl,
      pool: { address: pool.address, jetton: pool.a === 'TON' ? pool.b_address : pool.a_address },
      wallet: info.wallets[0]!,
    });
    say('smoke passed');
    await stack.stop(0);
  }
}
