// What the bootstrap does about Postgres and Redis, decided from what this machine has (pure: plan.test.ts).
// Plain JavaScript: it runs before `npm ci` has installed anything, TypeScript runners included.

/**
 * @typedef {object} ServiceFacts
 * @property {boolean} answers   something listens on its address
 * @property {boolean} installed the OS package's server is on this machine (it can be started)
 *
 * @typedef {object} MachineFacts
 * @property {ServiceFacts} postgres
 * @property {ServiceFacts} redis
 * @property {boolean} dockerEngine a Docker engine answers (`docker info`)
 * @property {boolean} forTests     the tests are about to run (testcontainers is only for them)
 *
 * @typedef {{ kind: 'ready', start: Array<'postgres' | 'redis'> }
 *   | { kind: 'testcontainers', containers: Array<'postgres' | 'redis'> }
 *   | { kind: 'missing', message: string }} ServicesPlan
 */

export const HOW_TO_GET_THEM = [
  'Atoll needs PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379). Either:',
  '  - install them from your OS packages (Debian/Ubuntu: sudo apt-get install postgresql redis-server), or',
  '  - start them in containers: docker compose up -d postgres redis',
  'or point DATABASE_URL and REDIS_URL at servers that answer.',
].join('\n');

/**
 * Used when they answer; started when installed but stopped; for the tests, on a machine with a Docker engine
 * and neither answering nor installed, run in throw-away containers (testcontainers); otherwise one message
 * naming the two ways to get them.
 * @param {MachineFacts} facts
 * @returns {ServicesPlan}
 */
export function planServices(facts) {
  /** @type {Array<'postgres' | 'redis'>} */
  const names = ['postgres', 'redis'];
  const down = names.filter((name) => !facts[name].answers);
  if (down.length === 0) return { kind: 'ready', start: [] };
  const unstartable = down.filter((name) => !facts[name].installed);
  if (unstartable.length === 0) return { kind: 'ready', start: down };
  if (facts.dockerEngine && facts.forTests) return { kind: 'testcontainers', containers: unstartable };
  const what = unstartable.map((name) => (name === 'postgres' ? 'PostgreSQL' : 'Redis')).join(' and ');
  return {
    kind: 'missing',
    message: `${what} ${unstartable.length > 1 ? 'do' : 'does'} not answer.\n${HOW_TO_GET_THEM}`,
  };
}

/**
 * Whether `npm ci` must run: no node_modules, or one older than the lockfile. npm writes
 * node_modules/.package-lock.json at the end of every install.
 * @param {{ lockfileMtimeMs: number, installedMtimeMs: number | null }} facts
 */
export function needsInstall({ lockfileMtimeMs, installedMtimeMs }) {
  return installedMtimeMs === null || installedMtimeMs < lockfileMtimeMs;
}
