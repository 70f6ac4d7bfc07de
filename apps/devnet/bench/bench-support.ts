// What the devnet's benchmarks share: where they write, how they round, their scratch directories, and
// how they start a TypeScript file in a process of its own.
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: the reports are written here, and the load client lives here. */
export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));

/** Two decimals: what a report keeps of a measurement. */
export const round2 = (x: number) => Math.round(x * 100) / 100;

/** Runs `work` with a fresh temporary directory named `prefix…`, removed afterwards. */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A TypeScript file and its arguments run by node itself through tsx (not npx: signals reach it). */
export function spawnTsx(args: string[], options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], options);
}
