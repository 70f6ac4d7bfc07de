// The first thing `npm run dev` and `npm test` run (package.json), in plain Node so that it works on a fresh
// clone where nothing is installed yet:
//   node scripts/bootstrap/run.mjs --for=dev|test -- <command...>
// 1. Node >= 20.19;  2. `npm ci` when node_modules is missing or older than the lockfile;
// 3. Postgres and Redis: used when they answer, started when installed but stopped, for the tests in
//    throw-away containers (testcontainers) where a Docker engine runs and they are not installed, otherwise
//    one message with the two ways to get them (plan.mjs);  4. the command, whose exit code it returns.
// For `npm run dev` it also builds what the launcher imports (the contracts, the Prisma client); `npm test`
// builds through its turbo tasks' dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsInstall, planServices } from './plan.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/atoll';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const say = (/** @type {string} */ line) => console.log(`[bootstrap] ${line}`);

function fail(/** @type {string} */ message) {
  console.error(`[bootstrap] ${message}`);
  process.exit(1);
}

/** @param {string} url @param {number} port */
function endpoint(url, port) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || port) };
}

/** Something listens there (a TCP connection opens within 1 s). */
function answers(/** @type {{host: string, port: number}} */ { host, port }) {
  return new Promise((ok) => {
    const socket = connect({ host, port, timeout: 1000 });
    const done = (/** @type {boolean} */ result) => {
      socket.destroy();
      ok(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const onPath = (/** @type {string} */ command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Root runs the OS commands itself; anyone else through sudo, without a password prompt. */
function asRoot(/** @type {string[]} */ command) {
  const [program, ...rest] = process.getuid?.() === 0 ? command : ['sudo', '-n', ...command];
  return spawnSync(/** @type {string} */ (program), rest, { stdio: 'inherit' }).status === 0;
}

/** The start commands .ci/run uses for the Debian packages. */
const START = {
  postgres: () => {
    const versions = spawnSync('sh', ['-c', 'ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1'])
      .stdout.toString()
      .trim();
    return (
      versions !== '' && asRoot(['pg_ctlcluster', '--skip-systemctl-redirect', versions, 'main', 'start'])
    );
  },
  redis: () =>
    asRoot([
      'sh',
      '-c',
      'mkdir -p /var/lib/redis /var/log/redis && redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/atoll.log',
    ]),
};

async function waitUntilAnswers(
  /** @type {{host: string, port: number}} */ where,
  /** @type {string} */ what,
) {
  for (let i = 0; i < 30; i++) {
    if (await answers(where)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  fail(`${what} was started but does not answer on ${where.host}:${where.port}`);
}

/** Postgres and/or Redis in throw-away containers for this run; returns the settings that point at them. */
async function startContainers(/** @type {Array<'postgres' | 'redis'>} */ names) {
  const { GenericContainer, Wait } = await import('testcontainers');
  /** @type {Record<string, string>} */
  const env = {};
  /** @type {Array<{ stop(): Promise<unknown> }>} */
  const started = [];
  if (names.includes('postgres')) {
    const pg = await new GenericContainer('postgres:16')
      .withEnvironment({
        POSTGRES_USER: 'postgres',
        POSTGRES_DB: 'atoll',
        POSTGRES_HOST_AUTH_METHOD: 'trust',
      })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    started.push(pg);
    env.DATABASE_URL = `postgresql://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/atoll`;
  }
  if (names.includes('redis')) {
    const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    started.push(redis);
    env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  }
  say(
    `testcontainers: ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  return {
    env,
    stop: async () => {
      await Promise.all(started.map((c) => c.stop()));
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const purpose = args.find((a) => a.startsWith('--for='))?.slice('--for='.length);
  const command = split >= 0 ? args.slice(split + 1) : [];
  if ((purpose !== 'dev' && purpose !== 'test') || command.length === 0)
    fail('usage: node scripts/bootstrap/run.mjs --for=dev|test -- <command...>');

  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node ${process.versions.node} is too old: Atoll needs >= 20.19`);

  const installed = join(ROOT, 'node_modules/.package-lock.json');
  if (
    needsInstall({
      lockfileMtimeMs: statSync(join(ROOT, 'package-lock.json')).mtimeMs,
      installedMtimeMs: existsSync(installed) ? statSync(installed).mtimeMs : null,
    })
  ) {
    say('node_modules is missing or older than package-lock.json: npm ci');
    if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      fail('npm ci failed');
  }

  // what the launcher imports before it starts anything: the compiled contracts and the Prisma client (turbo
  // rebuilds only what changed; `npm test` builds through its own tasks' dependencies)
  if (purpose === 'dev') {
    const turbo = [
      'turbo',
      'run',
      'build',
      '--filter=@atoll/contracts',
      '--filter=@atoll/db',
      '--output-logs=errors-only',
    ];
    if (spawnSync('npx', ['--no-install', ...turbo], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      fail('building the contracts and the Prisma client failed');
  }

  const where = {
    postgres: endpoint(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, 5432),
    redis: endpoint(process.env.REDIS_URL || DEFAULT_REDIS_URL, 6379),
  };
  const docker =
    onPath('docker') && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  const plan = planServices({
    postgres: { answers: await answers(where.postgres), installed: onPath('pg_ctlcluster') },
    redis: { answers: await answers(where.redis), installed: onPath('redis-server') },
    dockerEngine: docker,
    forTests: purpose === 'test',
  });
  /** @type {Record<string, string>} */
  let env = {};
  let stopContainers = async () => {};
  if (plan.kind === 'missing') fail(plan.message);
  if (plan.kind === 'ready')
    for (const name of plan.start) {
      say(`${name} is installed but stopped: starting it`);
      if (!START[name]())
        fail(`could not start ${name} (needs root or passwordless sudo); start it yourself`);
      await waitUntilAnswers(where[name], name);
    }
  if (plan.kind === 'testcontainers') {
    const containers = await startContainers(plan.containers);
    env = containers.env;
    stopContainers = containers.stop;
  }

  // the command, in the foreground: Ctrl-C reaches it directly (same process group); we wait for its end
  const [program, ...rest] = command;
  const child = spawn(/** @type {string} */ (program), rest, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(/** @type {NodeJS.Signals} */ (signal)));
  const code = await new Promise((ok) => child.once('exit', (c, s) => ok(c ?? (s ? 1 : 0))));
  await stopContainers();
  process.exit(code);
}

await main();
