import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrate,
  MigrationChecksumError,
  MigrationError,
  MIGRATIONS_DIR,
  readMigrations,
} from '../src/migrate';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { maintenanceUrl, quoteIdent } from '../src/urls';
import { diagnoseHistory, prismaDeploy } from '../scripts/schema-engine';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = { path: 'schema.prisma', content: readFileSync(join(root, 'schema.prisma'), 'utf8') };

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  let target: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    target = await createTestDatabase({ migrate: false });
    tmp = mkdtempSync(join(tmpdir(), 'atoll-migrations-'));
  });
  afterAll(async () => {
    await target?.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('applies every migration to an empty database, then does nothing', async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('0001_init');

    expect((await migrate({ url: target.url })).applied).toEqual(names);
    expect((await migrate({ url: target.url })).applied).toEqual([]);

    const history = await sql<{ migration_name: string; applied_steps_count: number; finished: boolean }>(
      target.url,
      `SELECT migration_name, applied_steps_count, finished_at IS NOT NULL AS finished
       FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(history).toEqual(
      names.map((name) => ({ migration_name: name, applied_steps_count: 1, finished: true })),
    );
  });

  it("records history that Prisma's own engine reads as fully applied", async () => {
    const diagnosis = await diagnoseHistory(target.url, MIGRATIONS_DIR, schema);
    expect(diagnosis).toMatchObject({ editedMigrationNames: [], failedMigrationNames: [], history: null });
    // what `prisma migrate deploy` would do here: nothing
    expect(await prismaDeploy(target.url, MIGRATIONS_DIR, schema)).toEqual([]);
  });

  it('creates the database when it does not exist', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    await fresh.drop();
    try {
      const result = await migrate({ url: fresh.url });
      expect(result.createdDatabase).toBe(true);
      expect(result.applied.length).toBeGreaterThan(0);
    } finally {
      await sql(maintenanceUrl(fresh.url), `DROP DATABASE IF EXISTS ${quoteIdent(fresh.name)} WITH (FORCE)`);
    }
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    const dir = join(tmp, 'edited');
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const file = join(dir, '0001_init', 'migration.sql');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n-- an afterthought\n`);

    await expect(migrate({ url: target.url, migrationsDir: dir })).rejects.toThrow(MigrationChecksumError);
    await expect(migrate({ url: target.url, migrationsDir: dir })).rejects.toThrow(/0001_init was modified/);
  });

  it('makes `npm run db:migrate` exit non-zero with the reason', async () => {
    const copy = await createTestDatabase();
    try {
      await sql(copy.url, `UPDATE "_prisma_migrations" SET checksum = repeat('0', 64)`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'migrate.ts')], {
        env: { ...process.env, DATABASE_URL: copy.url },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/0001_init was modified after it was applied/);
    } finally {
      await copy.drop();
    }
  });

  it('rolls a failing migration back whole, history row included', async () => {
    const dir = join(tmp, 'failing');
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    mkdirSync(join(dir, '9999_broken'));
    writeFileSync(
      join(dir, '9999_broken', 'migration.sql'),
      'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT no_such_function();\n',
    );

    await expect(migrate({ url: target.url, migrationsDir: dir })).rejects.toThrow(MigrationError);
    const left = await sql(
      target.url,
      `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '9999_broken'
       UNION ALL SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(left).toEqual([]);
  });
});
