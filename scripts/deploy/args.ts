import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toNano } from '@ton/core';
import { CHAINS, type ChainName } from '@atoll/chain/env';

// `npm run deploy -- --network devnet|testnet|mainnet [--mnemonic-file <path>] [--dry-run] [--out <path>]
// [--library-ton <TON>]`: what the command line and the environment ask for, checked before anything is read
// from a chain.

export interface DeployArgs {
  network: ChainName;
  /** 24 words: `--mnemonic-file`, else DEPLOYER_MNEMONIC. */
  mnemonic: string[];
  dryRun: boolean;
  /** Where the record goes: `--out`, else deployments/<network>.json at the repo root. */
  out: string;
  /** TON the librarian starts with (its masterchain rent); unset, the network's default (plan.ts). */
  libraryTon: bigint | null;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE =
  'usage: npm run deploy -- --network devnet|testnet|mainnet [--mnemonic-file <path>] [--dry-run] [--out <path>] [--library-ton <TON>]\n' +
  '  the deployer wallet (W5R1) is the 24 words of --mnemonic-file, else of DEPLOYER_MNEMONIC';

/** `--name value` or `--name=value`; flags without a value are `true`. */
function flags(argv: string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  const takesValue = new Set(['network', 'mnemonic-file', 'out', 'library-ton']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!takesValue.has(name) && name !== 'dry-run') throw new UsageError(`unknown flag --${name}`);
    if (out.has(name)) throw new UsageError(`--${name} is given twice`);
    if (!takesValue.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      out.set(name, true);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    out.set(name, value);
  }
  return out;
}

export function parseDeployArgs(
  argv: string[],
  env: Record<string, string | undefined>,
  {
    repoRoot,
    readFile = (path: string) => readFileSync(path, 'utf8'),
  }: {
    repoRoot: string;
    readFile?: (path: string) => string;
  },
): DeployArgs {
  const f = flags(argv);
  const network = f.get('network');
  if (typeof network !== 'string') throw new UsageError('--network is required');
  if (!(CHAINS as readonly string[]).includes(network))
    throw new UsageError(`--network must be one of ${CHAINS.join(', ')}, got "${network}"`);
  const file = f.get('mnemonic-file');
  let text: string;
  if (typeof file === 'string') {
    try {
      text = readFile(resolve(file));
    } catch (error) {
      throw new UsageError(`--mnemonic-file ${file}: ${(error as Error).message}`);
    }
  } else if (env.DEPLOYER_MNEMONIC?.trim()) text = env.DEPLOYER_MNEMONIC;
  else throw new UsageError('no deployer wallet: give --mnemonic-file <path> or set DEPLOYER_MNEMONIC');
  const mnemonic = text.trim().split(/\s+/);
  if (mnemonic.length !== 24)
    throw new UsageError(`the deployer mnemonic must hold 24 words, it holds ${mnemonic.length}`);
  const ton = f.get('library-ton');
  let libraryTon: bigint | null = null;
  if (typeof ton === 'string') {
    try {
      libraryTon = toNano(ton);
    } catch {
      throw new UsageError(`--library-ton must be an amount of TON, got "${ton}"`);
    }
    if (libraryTon <= 0n) throw new UsageError('--library-ton must be more than 0');
  }
  const out = f.get('out');
  return {
    network: network as ChainName,
    mnemonic,
    dryRun: f.get('dry-run') === true,
    out: typeof out === 'string' ? resolve(out) : resolve(repoRoot, 'deployments', `${network}.json`),
    libraryTon,
  };
}
