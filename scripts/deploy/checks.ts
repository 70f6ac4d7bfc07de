import { fromNano } from '@ton/core';
import { UntrustedAddressError, verifiedFactoryCodes, verifiedOrderCode } from '@atoll/contracts';
import { FEE_RESERVE, type Plan, type PlannedDeploy } from './plan';

// The checks made before anything is sent, and their decisions: pure, so that each one is unit-tested.

/** An account as TonAPI's raw account shows it. */
export interface AccountSeen {
  status: 'nonexist' | 'uninit' | 'active' | 'frozen';
  balance: bigint;
  /** Hex hash of its code; null unless active. */
  codeHash: string | null;
  /** Hex hashes of the libraries it publishes. */
  publicLibraries: string[];
}

export type Decision =
  | { kind: 'send' }
  /** Already there with the same code: nothing to send for it. */
  | { kind: 'present' }
  | { kind: 'refuse'; reason: string };

/** What to do about one planned contract, given what is at its address. */
export function decide(contract: PlannedDeploy, seen: AccountSeen): Decision {
  const where = `the ${contract.name} address ${contract.address.toRawString()}`;
  if (seen.status === 'frozen')
    return { kind: 'refuse', reason: `${where} is frozen: unfreeze it (pay its storage debt) first` };
  if (seen.status !== 'active') return { kind: 'send' };
  if (seen.codeHash !== contract.codeHash)
    return {
      kind: 'refuse',
      reason: `${where} is active with code ${seen.codeHash}, not this checkout's ${contract.codeHash}: refusing to deploy over it`,
    };
  return { kind: 'present' };
}

export interface Review {
  factory: Decision;
  librarian: Decision;
  /** Nanotons the deployer must hold: what the sends carry and the fee reserve. */
  needed: bigint;
  problems: string[];
}

/**
 * Every check at once, so that a deploy is fixed in one go: the code hashes (the state inits are checked
 * the way the apps check a deployment: the factory deploys the pool code, the librarian holds the order
 * code), what is already at each address, the library the librarian publishes, and the deployer's balance.
 */
export function review(
  plan: Plan,
  seen: { factory: AccountSeen; librarian: AccountSeen },
  balance: bigint,
): Review {
  const problems: string[] = [];
  const hex = (h: Buffer) => h.toString('hex');
  try {
    verifiedFactoryCodes(
      { factory: plan.factory.address, poolCodeHash: hex(plan.codes.pool.hash()) },
      plan.factory.init.code,
      plan.factory.init.data,
    );
    verifiedOrderCode(plan.librarian.init.data, hex(plan.codes.order.hash()));
  } catch (error) {
    if (!(error instanceof UntrustedAddressError)) throw error;
    problems.push(`code hashes: ${error.message}`);
  }
  for (const [contract, init] of [
    [plan.factory, plan.codes.factory],
    [plan.librarian, plan.codes.librarian],
  ] as const)
    if (hex(init.hash()) !== contract.codeHash || !contract.init.code.equals(init))
      problems.push(`code hashes: the ${contract.name}'s state init does not run the compiled code`);
  const factory = decide(plan.factory, seen.factory);
  const librarian = decide(plan.librarian, seen.librarian);
  for (const d of [factory, librarian]) if (d.kind === 'refuse') problems.push(d.reason);
  const orderHash = hex(plan.codes.order.hash());
  if (librarian.kind === 'present' && !seen.librarian.publicLibraries.includes(orderHash))
    problems.push(
      `the librarian ${plan.librarian.address.toRawString()} is active but does not publish the order code ${orderHash}`,
    );
  const sends = [
    factory.kind === 'send' ? plan.factory : null,
    librarian.kind === 'send' ? plan.librarian : null,
  ];
  const carried = sends.reduce((sum, c) => sum + (c?.amount ?? 0n), 0n);
  const needed = carried > 0n ? carried + FEE_RESERVE : 0n;
  if (balance < needed)
    problems.push(
      `the deployer ${plan.deployer.toRawString()} holds ${fromNano(balance)} TON; the deploy needs ${fromNano(needed)} TON (${fromNano(carried)} for the contracts, ${fromNano(FEE_RESERVE)} for fees)`,
    );
  return { factory, librarian, needed, problems };
}
