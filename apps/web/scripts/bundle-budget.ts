// Bundle budget: builds the app as production ships it (VITE_CHAIN=mainnet), sums the gzip size of
// the JavaScript that /app/swap/ loads (the entry, its static imports, and the swap page chunk with
// its static imports), and fails above the budget. It also checks that the devnet wallet is absent.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { routeChunks, type Manifest } from './bundle-budget.fns.ts';

/**
 * Issue 17: the swap page's first load, with TON Connect UI loaded after the first paint
 * (features/wallet/tonconnect.ts). It was 265 kB while TON Connect shipped with the entry.
 */
const BUDGET_BYTES = 150 * 1000;
const SWAP_PAGE = 'src/features/swap/SwapPage.tsx';
/** Strings only the devnet wallet contains. */
const DEVNET_MARKERS = ['atoll-devnet-wallet', 'atollDevnetWallet'];

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'atoll-web-budget-'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

try {
  process.env.VITE_CHAIN = 'mainnet';
  // a mainnet build must name public https URLs (vite.config.ts refuses it otherwise): stand-ins, never served
  process.env.VITE_PUBLIC_URL = 'https://app.atoll.example';
  process.env.VITE_API_URL = 'https://api.atoll.example';
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = routeChunks(manifest, [SWAP_PAGE]);
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${file.padEnd(48)} ${kB(size).padStart(10)} gzip`);
  }
  console.log(`/app/swap/ loads ${files.length} JS chunks: ${kB(total)} gzip (budget ${kB(BUDGET_BYTES)})`);

  const leaks = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      DEVNET_MARKERS.some((marker) => readFileSync(join(outDir, 'assets', file), 'utf8').includes(marker)),
    );
  if (leaks.length > 0) {
    console.error(`the mainnet build contains the devnet wallet: ${leaks.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('the mainnet build holds no devnet wallet code');
  }
  if (total > BUDGET_BYTES) {
    console.error(`over budget by ${kB(total - BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
