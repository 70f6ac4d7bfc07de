// The services that run in production, each compiled into one JavaScript file that plain `node` runs (no tsx):
// the devnet, the one-shot migration, the API, the indexer and the keeper. The Dockerfile's stages, the
// compose file and the compiled smoke test all take their entry points from here.

export interface ServiceEntry {
  /** The name the Dockerfile target, the compose service and `scripts/docker/start.sh` use. */
  name: 'devnet' | 'migrate' | 'api' | 'indexer' | 'keeper';
  /** The service's package, from the repository root: tsx and node run it from there. */
  dir: string;
  /** The TypeScript entry, in `dir`. */
  source: string;
  /** The compiled file, in `dir` (ignored by git: every `dist/` is). */
  output: string;
}

export const SERVICES: readonly ServiceEntry[] = [
  { name: 'devnet', dir: 'apps/devnet', source: 'src/server.ts', output: 'dist/server.mjs' },
  { name: 'migrate', dir: 'prisma', source: 'scripts/migrate.ts', output: 'dist/migrate.mjs' },
  { name: 'api', dir: 'apps/api', source: 'src/server.ts', output: 'dist/server.mjs' },
  { name: 'indexer', dir: 'apps/indexer', source: 'src/main.ts', output: 'dist/main.mjs' },
  { name: 'keeper', dir: 'apps/keeper', source: 'src/main.ts', output: 'dist/main.mjs' },
];
