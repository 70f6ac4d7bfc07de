import { loadCode } from '@atoll/contracts/artifacts';
import { pino } from 'pino';
import { loadEnv, resolveConfig } from './env';
import { startKeeper } from './keeper';

// npm run start -w @atoll/keeper: runs until SIGTERM/SIGINT, then lets the action in flight finish.
const log = pino({ name: 'keeper' }, pino.destination(2));
const hash = (name: 'Pool' | 'Order') => loadCode(name).hash().toString('hex');
const keeper = await startKeeper(
  await resolveConfig(loadEnv(), () => ({ pool: hash('Pool'), order: hash('Order') })),
  log,
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), 30_000).unref();
  keeper.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ error: String(error) }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
