// `npm test` after the bootstrap (package.json): every check and test of the repository, in two turbo runs.
//   1. the static checks and the builds, two tasks at a time: each is one process on one core (tsc, eslint,
//      the Tolk compiler, vite), so a 2-core machine runs two of them in the time of one;
//   2. the tests, one workspace at a time: the suites start devnets, stacks and browsers, and their waits are
//      written for a machine that runs one suite at a time.
// Arguments are passed to both runs (`npm test -- --filter=@atoll/shared`). Exit code: the first failing run's.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const STATIC_TASKS = [
  'lint',
  'lint:root',
  'lint:openapi',
  'check:docs',
  'check:clones',
  'check:compose',
  'typecheck',
  'typecheck:root',
  'build',
];
const TEST_TASKS = ['test:scripts', 'test', 'check:fresh-clone'];

function turbo(tasks, concurrency, extra) {
  const args = ['--no-install', 'turbo', 'run', ...tasks, `--concurrency=${concurrency}`, ...extra];
  console.log(
    `[test] turbo run ${tasks.join(' ')} --concurrency=${concurrency} ${extra.join(' ')}`.trimEnd(),
  );
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  return result.status ?? 1;
}

const extra = process.argv.slice(2);
const code = turbo(STATIC_TASKS, 2, extra) || turbo(TEST_TASKS, 1, extra);
process.exit(code);
