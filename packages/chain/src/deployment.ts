import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { toCoreAddress } from './address/core';
import { CHAINS, type ChainName } from './env';

// A deployment's record, `deployments/<network>.json` (written by `npm run deploy`, scripts/deploy), and
// the one reader of it: the API, the indexer, the keeper and the web build take the roots of trust they
// pin (the factory's address, the pool and order code hashes) from it, each value overridden by its
// environment variable. Node only (the web build reads it in vite.config.ts, never in the browser).

/** Raw form: how the record keeps addresses (any form is read, one module parses them). */
const rawAddress = z.string().transform((value, ctx) => {
  const address = toCoreAddress(value);
  if (address) return address.toRawString();
  ctx.addIssue({ code: 'custom', message: `not a TON address: ${value}` });
  return z.NEVER;
});
const codeHash = z.string().regex(/^[0-9a-f]{64}$/, 'a code hash: 64 lowercase hex digits');

export const DeploymentSchema = z.object({
  network: z.enum(CHAINS),
  /** When the deploy that completed this record ran (ISO 8601). */
  deployedAt: z.iso.datetime(),
  /** The W5R1 wallet that sent it; the factory's admin field (a record only). */
  deployer: rawAddress,
  /** Root of trust: the factory every pool derives from. */
  factory: rawAddress,
  /** The masterchain account that publishes the order code as a public library. */
  librarian: rawAddress,
  codeHashes: z.object({
    factory: codeHash,
    /** Root of trust: the pool code the factory deploys. */
    pool: codeHash,
    lpWallet: codeHash,
    deposit: codeHash,
    /** Root of trust: the order code every order's address derives from (published by the librarian). */
    order: codeHash,
    librarian: codeHash,
  }),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

/** The roots of trust a service pins, by their environment names. */
export const ROOT_NAMES = ['FACTORY_ADDRESS', 'POOL_CODE_HASH', 'ORDER_CODE_HASH'] as const;
export type RootName = (typeof ROOT_NAMES)[number];

export const rootsOf = (d: Deployment): Record<RootName, string> => ({
  FACTORY_ADDRESS: d.factory,
  POOL_CODE_HASH: d.codeHashes.pool,
  ORDER_CODE_HASH: d.codeHashes.order,
});

/**
 * The checkout (or image) root, found by this package's name so that a bundled service finds it too; null
 * where the package cannot be resolved (a bundle run outside any checkout), which then has no default file.
 */
function repoRoot(): string | null {
  try {
    return resolve(dirname(createRequire(import.meta.url).resolve('@atoll/chain/package.json')), '..', '..');
  } catch {
    return null;
  }
}

/** `DEPLOYMENT_FILE` (relative to the working directory), else `deployments/<chain>.json` at the repo root. */
export function deploymentPath(chain: ChainName, file?: string): string | null {
  if (file) return resolve(file);
  const root = repoRoot();
  return root && join(root, 'deployments', `${chain}.json`);
}

/** The record at `path`, validated; throws naming the file and what is wrong with it. */
export function readDeployment(path: string): Deployment {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`deployment file ${path}: ${(error as Error).message}`);
  }
  const parsed = DeploymentSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`deployment file ${path} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

type Env = Record<string, string | undefined>;
const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * The roots of trust `env` lacks, from the deployment file of `chain` (`DEPLOYMENT_FILE`, else
 * `deployments/<chain>.json`), under their names with `prefix` (`VITE_` for the web build). Values set in
 * `env` win. No file at the default path: nothing (the devnet's services then ask the devnet, as before);
 * a `DEPLOYMENT_FILE` that is missing, a file that is invalid or records another network: an error.
 */
export function deploymentRoots(chain: ChainName, env: Env, { prefix = '' } = {}): Record<string, string> {
  const missing = ROOT_NAMES.filter((name) => !isSet(env[`${prefix}${name}`]));
  if (missing.length === 0) return {};
  const path = deploymentPath(chain, isSet(env.DEPLOYMENT_FILE) ? env.DEPLOYMENT_FILE : undefined);
  if (!path || !existsSync(path)) {
    if (isSet(env.DEPLOYMENT_FILE)) throw new Error(`DEPLOYMENT_FILE ${path} does not exist`);
    return {};
  }
  const deployment = readDeployment(path);
  if (deployment.network !== chain)
    throw new Error(`deployment file ${path} records ${deployment.network}, not ${chain} (CHAIN)`);
  const roots = rootsOf(deployment);
  return Object.fromEntries(missing.map((name) => [`${prefix}${name}`, roots[name]]));
}

/**
 * A service's environment with the roots of trust it lacks filled from its chain's deployment file
 * (`CHAIN`, devnet when unset). An invalid `CHAIN` is left for the service's own validation to report.
 */
export function withDeploymentRoots<T extends Env>(env: T): T & Partial<Record<RootName, string>> {
  const chain = env.CHAIN ?? 'devnet';
  if (!(CHAINS as readonly string[]).includes(chain)) return env;
  return { ...env, ...deploymentRoots(chain as ChainName, env) };
}

/** How every app names a root of trust it lacks off the devnet: the variable, and the deployment that gives it. */
export const missingRoot = (name: string, chain: ChainName): string =>
  `${name} is required on ${chain} (set it, or deploy: npm run deploy -- --network ${chain} writes deployments/${chain}.json)`;
