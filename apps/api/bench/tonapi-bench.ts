// TonAPI as a shared, limited resource (issue 16): 50 signed-in wallets poll their balances through the API
// every 10 s for two minutes, against a devnet that limits the API's key to 5 requests a second (the load of
// tests/tonapi-load.test.ts, which asserts on it). Writes bench/tonapi-load-report.json: the cache hit
// ratio, TonAPI requests per minute, and the users' latencies.
// Run: npm run bench:tonapi -w @atoll/api
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISSUE_16_LOAD, runTonApiLoad } from '../tests/helpers/tonapi-load';

const here = dirname(fileURLToPath(import.meta.url));
const { samples, ...report } = await runTonApiLoad({ ...ISSUE_16_LOAD, log: (line) => console.log(line) });
const out = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
  command: 'npm run bench:tonapi -w @atoll/api',
  ...report,
  user_requests_measured: samples.length,
};
writeFileSync(join(here, 'tonapi-load-report.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
