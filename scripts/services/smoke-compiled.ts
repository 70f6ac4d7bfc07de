// npm run smoke:compiled (part of npm test): what an image holds, started outside Docker. It copies the
// working tree (tracked and new files, not ignored ones) to a temporary folder, runs the Dockerfile's own
// RUN scripts there (scripts/docker/build.sh, then prune.sh: production dependencies only), and starts the
// stack from that copy with the compiled services on the images' Node major (npm package node@<major>,
// installed into .cache/), through the containers' start script: health checks, one swap seen in the API,
// stop (npm run dev -- --compiled --smoke).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_LTS_MAJOR } from './node-lts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function step(what: string, command: string, args: string[], cwd: string): void {
  const started = Date.now();
  console.log(`[smoke:compiled] ${what}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0)
    throw new Error(`${what} failed (${result.signal ?? `exit code ${result.status}`})`);
  console.log(`[smoke:compiled] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The images' Node, from the npm registry (the package node@<major> ships the binary). */
function ltsNode(): string {
  const prefix = join(ROOT, '.cache', `node${NODE_LTS_MAJOR}`);
  const binary = join(prefix, 'node_modules/node/bin/node');
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    step(
      `install node@${NODE_LTS_MAJOR}`,
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `node@${NODE_LTS_MAJOR}`],
      ROOT,
    );
  }
  return binary;
}

function main(): void {
  const node = ltsNode();
  const copy = mkdtempSync(join(tmpdir(), 'atoll-image-'));
  try {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
    })
      .toString('utf8')
      .split('\0')
      .filter((f) => f && existsSync(join(ROOT, f)));
    for (const file of files) cpSync(join(ROOT, file), join(copy, file), { recursive: false });
    console.log(`[smoke:compiled] ${files.length} files copied to ${copy}`);
    step('scripts/docker/build.sh', 'sh', ['scripts/docker/build.sh'], copy);
    step('scripts/docker/prune.sh', 'sh', ['scripts/docker/prune.sh'], copy);
    step(
      `the stack, compiled, on ${execFileSync(node, ['--version']).toString().trim()}`,
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/stack.ts', '--test', '--compiled', '--smoke', `--node=${node}`, `--services-dir=${copy}`],
      ROOT,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`[smoke:compiled] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
