import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployCommand } from './deploy';

// `npm run deploy -- --network devnet|testnet|mainnet …` (README "Deploy").
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

deployCommand(process.argv.slice(2), process.env, { repoRoot }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
