import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type DevnetInfo, swapTonFrom } from '@atoll/devnet/http-client';
import { say } from './processes';
import { getJson, waitFor } from './wait';

// `npm run dev -- --smoke`: once everything answers, the containers' own health check
// (scripts/docker/health.mjs) against every service, on the Node the services run on, then one swap from a
// demo wallet, signed and sent to the devnet, that must reach the API's activity. The launcher then stops.

const run = promisify(execFile);

export interface SmokeTarget {
  root: string;
  /** The Node binary of the services (the compiled ones' --node, or this process's). */
  node: string;
  health: Record<string, string>;
  devnetUrl: string;
  apiUrl: string;
  pool: { address: string; jetton: string };
  wallet: DevnetInfo['wallets'][number];
}

export async function smokeCheck(target: SmokeTarget): Promise<void> {
  const { stdout } = await run(target.node, ['--version']);
  say(`smoke: services on Node ${stdout.trim()}`);
  for (const [name, url] of Object.entries(target.health)) {
    await run(target.node, [join(target.root, 'scripts/docker/health.mjs'), url]).catch((error: unknown) => {
      throw new Error(
        `smoke: ${name} is not healthy at ${url}: ${String((error as { stderr?: string }).stderr ?? error)}`,
      );
    });
    say(`smoke: ${name} healthy (${url})`);
  }
  const { queryId } = await swapTonFrom(target.devnetUrl, target.wallet, {
    pool: target.pool.address,
    jetton: target.pool.jetton,
    amountTon: '1',
  });
  say(`smoke: ${target.wallet.name} swapped 1 TON (query ${queryId}); waiting for the API to show it`);
  type Events = { result: { events: Array<{ type: string; query_id?: string; success: boolean }> } };
  const swap = await waitFor(
    'the smoke swap in the API',
    async () => {
      const page = await getJson<Events>(
        `${target.apiUrl}/pools/${target.pool.address}/events?page=1&size=20`,
      );
      return page?.result.events.find((e) => e.type === 'swap' && e.query_id === queryId.toString());
    },
    { timeoutMs: 60_000 },
  );
  if (!swap.success) throw new Error(`smoke: the swap ${queryId} failed on chain`);
  say('smoke: the swap went through and the API shows it');
}
