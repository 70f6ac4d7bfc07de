// The HTTP side of the devnet benchmark, in its own process as real clients are: reads pre-signed
// swaps (one list per wallet, in seqno order) from the JSON file named in argv[2], posts each
// wallet's list in order (all wallets at once), waits until the last trace of every wallet is
// finished and prints {"ms": ..., "cpuMs": ...} measured from the first POST (cpuMs: this
// client's own CPU time, user and system).
import { readFileSync } from 'node:fs';

interface Load {
  baseUrl: string;
  wallets: { bocs: string[]; lastTraceId: string }[];
}

const load = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Load;

async function post(boc: string): Promise<void> {
  const res = await fetch(`${load.baseUrl}/v2/blockchain/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc }),
  });
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/** The devnet runs messages in arrival order, so a wallet's last trace closes all of its swaps. */
async function waitTrace(id: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${load.baseUrl}/v2/traces/${id}`);
    await res.arrayBuffer();
    if (res.status === 200) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}

const started = performance.now();
const cpu = process.cpuUsage();
await Promise.all(
  load.wallets.map(async (w) => {
    for (const boc of w.bocs) await post(boc);
    await waitTrace(w.lastTraceId);
  }),
);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }));
