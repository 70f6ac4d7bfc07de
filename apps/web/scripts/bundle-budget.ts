// Bundle budget: builds the app as production ships it (VITE_CHAIN=mainnet), sums the gzip size of
// the JavaScript that /app/swap/ loads (the entry, its static imports, and the swap page chunk with
// its static imports), and fails above the budget. It also checks that the devnet wallet is absent.
// With --report it also writes bench/bundle-report.json (committed) with the first load of each page;
// without it (npm test) it writes nothing outside a temporary folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** The pages measured, each with the lazy chunk that renders it; the budget applies to the first. */
const ROUTES = [
  { route: '/app/swap/', page: 'src/features/swap/SwapPage.tsx' },
  { route: '/app/pools/', page: 'src/features/pools/PoolsPage.tsx' },
  { route: '/app/pools/{pool}', page: 'src/features/pools/PoolDetailPage.tsx' },
] as const;
/** Strings only the devnet wallet contains. */
const DEVNET_MARKERS = ['atoll-devnet-wallet', 'atollDevnetWallet'];

const root = fileURLToPath(new URL('..', import.meta.url));
const reportPath = join(root, 'bench/bundle-report.json');
const writeReport = process.argv.includes('--report');
const outDir = mkdtempSync(join(tmpdir(), 'atoll-web-budget-'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const round2 = (bytes: number) => Math.round(bytes / 10) / 100;

try {
  process.env.VITE_CHAIN = 'mainnet';
  // a mainnet build must name public https URLs (vite.config.ts refuses it otherwise): stand-ins, never served
  process.env.VITE_PUBLIC_URL = 'https://app.atoll.example';
  process.env.VITE_API_URL = 'https://api.atoll.example';
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const routes = ROUTES.map(({ route, page }) => {
    const chunks = routeChunks(manifest, [page]).map((file) => ({ file, gzipBytes: gzipOf(file) }));
    return { route, chunks, total: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
  });
  const swap = routes[0]!;
  for (const chunk of swap.chunks) {
    console.log(`  ${chunk.file.padEnd(48)} ${kB(chunk.gzipBytes).padStart(10)} gzip`);
  }
  console.log(
    `/app/swap/ loads ${swap.chunks.length} JS chunks: ${kB(swap.total)} gzip (budget ${kB(BUDGET_BYTES)})`,
  );
  for (const { route, chunks, total } of routes.slice(1)) {
    console.log(`${route} loads ${chunks.length} JS chunks: ${kB(total)} gzip`);
  }

  if (writeReport) {
    const report = {
      command: 'npm run budget -w @atoll/web -- --report',
      build: 'VITE_CHAIN=mainnet, gzip level 9 of each JS chunk the page loads before it draws',
      budgetKb: round2(BUDGET_BYTES),
      routes: routes.map(({ route, chunks, total }) => ({
        route,
        gzipKb: round2(total),
        // hashes stripped: the report changes only when the sizes do
        chunks: chunks.map(({ file, gzipBytes }) => ({
          file: file.replace(/-[\w-]{8}\.js$/, '.js'),
          gzipKb: round2(gzipBytes),
        })),
      })),
    };
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${reportPath}`);
  }

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
  if (swap.total > BUDGET_BYTES) {
    console.error(`over budget by ${kB(swap.total - BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
