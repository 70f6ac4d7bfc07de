import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The launcher's flags (node:util parseArgs) and environment.

const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/atoll';

export const HELP = `Usage: npm run dev -- [options]      (or: npx tsx scripts/stack.ts [options])

  --test                 browser-test mode (in-memory devnet, no market, fresh database, free ports)
  --web=preview|dev      the web app built + vite preview (default) or the Vite dev server (hot reload)
  --devnet-port=N        default 8081 (env STACK_DEVNET_PORT; 0 = any free port)
  --api-port=N           default 8080 (env STACK_API_PORT)
  --web-port=N           default 5173 (env STACK_WEB_PORT)
  --status-port=N        the indexer's /status, default 8090 (env STACK_STATUS_PORT)
  --keeper-port=N        the keeper's /healthz and /metrics, default 8091 (env STACK_KEEPER_PORT)
  --market / --no-market the devnet's market bots (demo default: on; test: off)
  --reset                start a new chain and empty the database
  --log-dir=DIR          write each service's output to DIR/<service>.log instead of the terminal
  --request-logs         the API's line per request (off: the terminal keeps warnings, errors and the wallets)
  --compiled             run the compiled services (npm run build:services) with plain node through
                         scripts/docker/start.sh, as the containers do, and the web app behind its static server
  --services-dir=DIR     (--compiled) the checkout whose compiled services run: default this one
  --node=PATH            the Node binary of the compiled services (env ATOLL_NODE; default: node on PATH)
  --smoke                start everything (isolated as --test is), check every health endpoint, send one swap
                         and see it in the API, then stop (exit 0 when all of it worked)
  --help

Environment: DATABASE_URL (Postgres server and, in demo mode, the database), REDIS_URL.`;

export interface Options {
  test: boolean;
  web: 'dev' | 'preview';
  ports: { devnet: number; api: number; web: number; status: number; keeper: number };
  market: boolean;
  reset: boolean;
  logDir: string | null;
  requestLogs: boolean;
  compiled: boolean;
  /** The Node binary the compiled services run on (null: `node` on PATH). */
  node: string | null;
  /** The checkout whose compiled services run (an image's contents: npm run smoke:compiled). */
  servicesDir: string | null;
  smoke: boolean;
  databaseUrl: string;
  redisUrl: string;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      test: { type: 'boolean', default: false },
      web: { type: 'string' },
      'devnet-port': { type: 'string' },
      'api-port': { type: 'string' },
      'web-port': { type: 'string' },
      'status-port': { type: 'string' },
      'keeper-port': { type: 'string' },
      market: { type: 'boolean' },
      'no-market': { type: 'boolean' },
      reset: { type: 'boolean', default: false },
      'log-dir': { type: 'string' },
      'request-logs': { type: 'boolean', default: false },
      compiled: { type: 'boolean', default: false },
      node: { type: 'string' },
      'services-dir': { type: 'string' },
      smoke: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  // a smoke run leaves nothing behind, as a test run: in-memory devnet, throw-away database and queues, free ports
  const test = (values.test ?? false) || (values.smoke ?? false);
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
      keeper: port(values['keeper-port'], 'STACK_KEEPER_PORT', 8091),
    },
    market: values['no-market'] ? false : (values.market ?? !test),
    reset: values.reset ?? false,
    logDir: values['log-dir'] ? resolve(values['log-dir']) : null,
    requestLogs: values['request-logs'] ?? false,
    compiled: values.compiled ?? false,
    node: values.node || env.ATOLL_NODE || null,
    servicesDir: values['services-dir'] ? resolve(values['services-dir']) : null,
    smoke: values.smoke ?? false,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}
