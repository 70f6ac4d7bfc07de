// `npm run dev`: the whole product on the local network, in one terminal.
//
//   devnet (apps/devnet)  → migrate the database → API (apps/api) → indexer (apps/indexer) → web (apps/web)
//
// Each service is a child process in its own process group; the launcher waits until each one answers,
// prints the URLs and the demo wallets, and on Ctrl-C / SIGTERM stops them in reverse order (SIGTERM to
// the group, SIGKILL after a grace period).
//
// Two modes:
//   demo (default)  market bots on, the chain saved in apps/devnet/data/stack, DATABASE_URL (`atoll`),
//                   the web app built for these URLs and served by `vite preview` on :5173
//                   (`--web=dev`: the Vite dev server with hot reload instead).
//   --test          for the browser tests: an in-memory devnet without the market, a fresh database and
//                   BullMQ prefix (both removed on exit), free ports, the built app served by `vite preview`,
//                   and the launcher waits until the indexer has indexed the demo pools. When ready it
//                   prints one line `STACK_READY {json}` with the URLs.
import { runStack } from './stack/main';

void runStack(process.argv.slice(2));
