import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { databaseName, maintenanceUrl, quoteIdent } from './urls';

// Applies migrations/<name>/migration.sql in name order and records them in `_prisma_migrations` the way
// `prisma migrate deploy` does, so a machine with Prisma's native schema engine sees the same history. We
// need our own runner because that engine is downloaded on first use and CI has no internet.
//
// Unlike Prisma, each migration runs in one transaction together with its history row: a failure leaves
// nothing half-applied. Hence no `CREATE INDEX CONCURRENTLY` in a migration.

// found by the package's name, so that the compiled one-shot migration (scripts/services) finds them too
export const MIGRATIONS_DIR = join(dirname(createRequire(import.meta.url).resolve('@atoll/db/package.json')), 'migrations');

/** The advisory lock key `prisma migrate` takes, so our runner and Prisma's never run at once. */
const PRISMA_MIGRATE_LOCK = 72707369;

/** Prisma's own history table, column for column. */
const CREATE_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** An applied migration's file changed: the database no longer matches the migrations directory. */
export class MigrationChecksumError extends MigrationError {
  override name = 'MigrationChecksumError';
  constructor(
    readonly migration: string,
    readonly applied: string,
    readonly local: string,
  ) {
    super(
      `Migration ${migration} was modified after it was applied (checksum ${applied} in the database, ` +
        `${local} on disk). Restore the file and put the change in a new migration.`,
    );
  }
}

export interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateOptions {
  url: string;
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface MigrateResult {
  /** Names of the migrations this run applied, in order. */
  applied: string[];
  createdDatabase: boolean;
}

/** Prisma's checksum: sha256 of the file, hex. */
export function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

export function readMigrations(dir: string = MIGRATIONS_DIR): LocalMigration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksum(sql) };
    });
}

/** Creates the URL's database when it does not exist; true when it did. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  } catch (error) {
    // another process created it between our check and our CREATE
    if ((error as { code?: string }).code === '42P04') return false;
    throw error;
  } finally {
    await admin.end();
  }
}

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

export async function migrate({
  url,
  migrationsDir = MIGRATIONS_DIR,
  log = () => {},
}: MigrateOptions): Promise<MigrateResult> {
  const local = readMigrations(migrationsDir);
  const createdDatabase = await ensureDatabase(url);
  if (createdDatabase) log(`created database ${databaseName(url)}`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_HISTORY_TABLE);
    const { rows } = await client.query<HistoryRow>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"
       WHERE rolled_back_at IS NULL ORDER BY started_at`,
    );

    const applied = new Map<string, HistoryRow>();
    for (const row of rows) {
      if (!row.finished_at) {
        throw new MigrationError(
          `Migration ${row.migration_name} started but never finished (a failed \`prisma migrate deploy\`?). ` +
            'Repair the database, then mark it with `prisma migrate resolve`.',
        );
      }
      applied.set(row.migration_name, row);
    }
    for (const row of applied.values()) {
      const file = local.find((migration) => migration.name === row.migration_name);
      if (!file) log(`warning: ${row.migration_name} is applied but missing from ${migrationsDir}`);
      else if (file.checksum !== row.checksum) {
        throw new MigrationChecksumError(row.migration_name, row.checksum, file.checksum);
      }
    }

    const done: string[] = [];
    for (const migration of local.filter((m) => !applied.has(m.name))) {
      await applyOne(client, migration);
      done.push(migration.name);
      log(`applied ${migration.name}`);
    }
    return { applied: done, createdDatabase };
  } finally {
    // ending the session releases the advisory lock
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    // Prisma counts a whole migration script as one step
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`, {
      cause: error,
    });
  }
}
