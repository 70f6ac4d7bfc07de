import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ChainName } from '@atoll/chain/env';
import { type Deployment, DeploymentSchema, readDeployment } from '@atoll/chain/deployment';
import type { Plan } from './plan';

// deployments/<network>.json: what the apps pin (@atoll/chain/deployment reads it), written only once
// both contracts are on the chain.

const hex = (c: { hash(): Buffer }) => c.hash().toString('hex');

export function deploymentRecord(plan: Plan, network: ChainName, now: Date): Deployment {
  return DeploymentSchema.parse({
    network,
    deployedAt: now.toISOString(),
    deployer: plan.deployer.toRawString(),
    factory: plan.factory.address.toRawString(),
    librarian: plan.librarian.address.toRawString(),
    codeHashes: {
      factory: hex(plan.codes.factory),
      pool: hex(plan.codes.pool),
      lpWallet: hex(plan.codes.lpWallet),
      deposit: hex(plan.codes.deposit),
      order: hex(plan.codes.order),
      librarian: hex(plan.codes.librarian),
    },
  });
}

/** The record at `path` already says this (its time aside): a second run leaves it as it is. */
export function recordsSame(path: string, record: Deployment): boolean {
  if (!existsSync(path)) return false;
  let existing: Deployment;
  try {
    existing = readDeployment(path);
  } catch {
    return false;
  }
  return JSON.stringify({ ...existing, deployedAt: '' }) === JSON.stringify({ ...record, deployedAt: '' });
}

export function writeRecord(path: string, record: Deployment): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
}
