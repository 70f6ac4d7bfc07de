// Prisma's schema engine, compiled to WebAssembly, run in-process. The prisma CLI wants the native engine
// binary for `migrate diff`, and downloads it; this machine and CI have no internet. The wasm build (the
// same engine, published as @prisma/schema-engine-wasm at the engine hash of our prisma version) renders
// exactly the SQL `prisma migrate diff --script` would, without a database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineGlue from '@prisma/schema-engine-wasm/schema_engine_bg';
import { databaseUrl } from '../src/env';
import { maintenanceUrl } from '../src/urls';

// The WebAssembly global without lib "dom", which the base tsconfig leaves out on purpose.
interface WasmModule {
  readonly kind: 'wasm-module';
}
interface WasmApi {
  Module: {
    new (bytes: Uint8Array): WasmModule;
    imports(module: WasmModule): { module: string; name: string }[];
  };
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> };
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WasmApi };

let loaded = false;

/** The package's entry imports the .wasm as an ES module, which Node 20 cannot; instantiate it by hand. */
function loadEngine(): typeof engineGlue {
  if (loaded) return engineGlue;
  const glue = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const module = new wasm.Module(readFileSync(join(dirname(glue), 'schema_engine_bg.wasm')));
  const imports: Record<string, Record<string, unknown>> = {};
  const exported = engineGlue as unknown as Record<string, unknown>;
  for (const { module: from, name } of wasm.Module.imports(module)) {
    (imports[from] ??= {})[name] = exported[name];
  }
  const instance = new wasm.Instance(module, imports);
  engineGlue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  loaded = true;
  return engineGlue;
}

export interface SchemaFile {
  path: string;
  content: string;
}

type Engine = Awaited<ReturnType<typeof engineGlue.SchemaEngine.new>>;

/**
 * Freeing the engine leaves its pool open, and with it the session that holds Prisma's migration advisory
 * lock until the pool's idle timeout; this factory remembers its connections so we can close them.
 */
class ClosingPrismaPg extends PrismaPg {
  readonly opened: { dispose(): Promise<void> }[] = [];
  override async connect() {
    const adapter = await super.connect();
    this.opened.push(adapter);
    return adapter;
  }
}

async function withEngine<T>(
  url: string,
  schema: SchemaFile,
  use: (engine: Engine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = loadEngine();
  const factory = new ClosingPrismaPg({ connectionString: url });
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => {}, adapter);
  try {
    return await use(engine);
  } finally {
    engine.free();
    await Promise.all(factory.opened.map((connection) => connection.dispose()));
  }
}

const noFilters = { externalTables: [], externalEnums: [] };

/**
 * The migration script from one schema to another (`from` null: an empty database), as Prisma renders it.
 * Neither side is a live database; the engine still opens a connection at start-up, so it gets the
 * server's always-present `postgres` database and reads nothing from it.
 */
export async function diffSchemas(from: SchemaFile | null, to: SchemaFile): Promise<string> {
  return withEngine(maintenanceUrl(databaseUrl()), to, async (engine) => {
    const result = await engine.diff({
      from: from ? { tag: 'schemaDatamodel', files: [from] } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [to] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? '';
  });
}

function migrationList(dir: string): engineGlue.MigrationList {
  const lockfile = join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((path) => ({
        path,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: readFileSync(join(dir, path, 'migration.sql'), 'utf8') },
        },
      })),
  };
}

/** What `prisma migrate status` would say about the database's history against the directory. */
export async function diagnoseHistory(url: string, dir: string, schema: SchemaFile) {
  return withEngine(url, schema, (engine) =>
    engine.diagnoseMigrationHistory({
      migrationsList: migrationList(dir),
      optInToShadowDatabase: false,
      filters: noFilters,
    }),
  );
}

/** `prisma migrate deploy`: the names of the migrations Prisma applied. */
export async function prismaDeploy(url: string, dir: string, schema: SchemaFile): Promise<string[]> {
  return withEngine(url, schema, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: migrationList(dir), filters: noFilters });
    return result.appliedMigrationNames;
  });
}
