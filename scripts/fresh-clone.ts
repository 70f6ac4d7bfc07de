// npm run check:fresh-clone (the last step of npm test): the README's commands on a fresh clone, and the
// images' contents outside Docker.
//   1. `git clone` of this repository (its HEAD: commit first) into a temporary folder, with no node_modules;
//   2. there, `npm test -- --filter=@atoll/shared`: the bootstrap (scripts/bootstrap) installs what is
//      missing, then a tiny workspace's tests run;
//   3. there, `npm run dev -- --smoke`: the whole product starts, every health check answers, one swap
//      reaches the API, and it stops;
//   4. there, the Dockerfile's own RUN scripts: scripts/docker/build.sh, then prune.sh (production
//      dependencies only, as in the image);
//   5. from this checkout's launcher, that copy's compiled services on the images' Node major (the npm
//      package node@<major>, installed into .cache/) through the containers' start script:
//      npm run dev -- --compiled --smoke --services-dir=<clone>.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { cloneHead, newcomerEnv, ROOT } from './fresh-clone/clone';
import { NODE_LTS_MAJOR } from './services/node-lts';
const timings: string[] = [];

function step(what: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  console.log(`[fresh-clone] ${what}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: newcomerEnv(env) });
  if (result.status !== 0)
    throw new Error(`${what} failed (${result.signal ?? `exit code ${result.status}`})`);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  timings.push(`${took.padStart(8)}  ${what}`);
  console.log(`[fresh-clone] ${what}: ${took}`);
}

/** The images' Node, from the npm registry (the package node@<major> ships the binary), kept in the user's
 * cache so that every clone on this machine (CI's among them) installs it once. */
function ltsNode(): string {
  const prefix = join(homedir(), '.cache', 'atoll', `node${NODE_LTS_MAJOR}`);
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
  const { dir: clone, head, remove } = cloneHead();
  try {
    console.log(`[fresh-clone] ${head} cloned into ${clone}`);
    step('npm test -- --filter=@atoll/shared', 'npm', ['test', '--', '--filter=@atoll/shared'], clone);
    step('npm run dev -- --smoke', 'npm', ['run', 'dev', '--', '--smoke'], clone);
    step('scripts/docker/build.sh', 'sh', ['scripts/docker/build.sh'], clone);
    step('scripts/docker/prune.sh', 'sh', ['scripts/docker/prune.sh'], clone);
    step(
      `compiled services on Node ${execFileSync(node, ['--version']).toString().trim()}, from the pruned clone`,
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/stack.ts', '--compiled', '--smoke', `--node=${node}`, `--services-dir=${clone}`],
      ROOT,
    );
  } finally {
    remove();
  }
  console.log(`[fresh-clone] passed:\n${timings.join('\n')}`);
}

try {
  main();
} catch (error) {
  console.error(`[fresh-clone] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
