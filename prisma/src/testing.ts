import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from './client';
import { databaseUrl } from './env';
import { migrate } from './migrate';
import { databaseName, maintenanceUrl, quoteIdent, withDatabase } from './urls';

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  name: string;
  /** A client on it, disconnected by drop(). */
  db: Db;
  /** Disconnects and drops the database; safe to call twice. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Server to use; DATABASE_URL (or the local default) when absent. Its database name is ignored. */
  serverUrl?: string;
  /** Skips the migrations: an empty database. */
  migrate?: boolean;
}

/**
 * A fresh, migrated database on the local server for one test file, so test files run in parallel
 * without seeing each other's rows. Drop it in afterAll.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = options.serverUrl ?? databaseUrl();
  // Postgres folds unquoted names to lower case and allows 63 bytes; keep to [a-z0-9_]
  const name = `atoll_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(server, name);
  if (options.migrate === false) {
    const admin = new pg.Client({ connectionString: maintenanceUrl(server) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`).finally(() => admin.end());
  } else {
    await migrate({ url });
  }

  const db = createDb(url);
  let dropped = false;
  return {
    url,
    name,
    db,
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.$disconnect();
      await dropDatabase(url);
    },
  };
}

/** Drops the database a URL names, if it exists; FORCE ends the sessions left open on it (Postgres 13+). */
export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
