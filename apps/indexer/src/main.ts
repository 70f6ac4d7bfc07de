import { loadEnv, resolveConfig } from './env';
import { startIndexer } from './indexer';
import { consoleLogger as log } from './log';

// npm run start -w @atoll/indexer: runs until SIGTERM/SIGINT, then finishes active jobs and exits.
const indexer = await startIndexer(await resolveConfig(loadEnv()), log);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  indexer.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error('shutdown failed', { error });
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
