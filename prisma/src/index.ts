// @atoll/db: the Prisma client on Atoll's schema, the migration runner and test databases.
export * from '../generated/client';
export { bucketStart, CANDLE_INTERVALS } from './candles';
export { createDb, type Db } from './client';
export { toBigInt, toDecimal, type Decimal } from './decimal';
export type { PoolEventColumns } from './pool-events';
export { poolPrice, PRICE_SCALE, USD_SCALE, usdValue } from './scales';
export { DEFAULT_DATABASE_URL, databaseUrl } from './env';
export {
  checksum,
  ensureDatabase,
  migrate,
  MigrationChecksumError,
  MigrationError,
  MIGRATIONS_DIR,
  readMigrations,
  type LocalMigration,
  type MigrateOptions,
  type MigrateResult,
} from './migrate';
export { createTestDatabase, dropDatabase, type TestDatabase, type TestDatabaseOptions } from './testing';
export { databaseName, redactUrl, withDatabase } from './urls';
