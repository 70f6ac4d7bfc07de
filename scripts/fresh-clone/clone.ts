import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A fresh clone of this repository's HEAD, and an environment for running its own npm scripts as a newcomer
// would: shared by the fresh-clone check (scripts/fresh-clone.ts) and its benchmark (bench/fresh-clone.ts).

export const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

export interface Clone {
  dir: string;
  head: string;
  remove(): void;
}

export function cloneHead(): Clone {
  const parent = mkdtempSync(join(tmpdir(), 'atoll-fresh-'));
  const dir = join(parent, 'atoll');
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  const head = execFileSync('git', ['-C', dir, 'log', '--oneline', '-1']).toString().trim();
  return { dir, head, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** This process's environment without what `npm run` and turbo added for this checkout (its node_modules/.bin,
 * npm_* settings): the clone's scripts must find only what they install themselves. */
export function newcomerEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.startsWith(ROOT))
    .join(':');
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|TURBO_|INIT_CWD)/.test(key)),
  );
  return { ...clean, PATH: path, FORCE_COLOR: '0', TURBO_TELEMETRY_DISABLED: '1', ...extra };
}
