import { z } from 'zod';
import { createTonApi } from '@atoll/chain';
import type { Deployment } from '@atoll/chain/deployment';
import { chainEnvShape, withTonapiDefault } from '@atoll/chain/env';
import { createTonApiSdk, type TonApiSdk } from '@atoll/chain/sdk';
import { deployMessage } from '@atoll/contracts';
import { type DeployArgs, parseDeployArgs, USAGE, UsageError } from './args';
import { GLOBAL_ID, openDeployer, seeAccount, ton, until } from './chain';
import { type Decision, review } from './checks';
import { compiledCodes, planDeploy, type PlannedDeploy } from './plan';
import { deploymentRecord, recordsSame, writeRecord } from './record';

// `npm run deploy`: plan, check, send (unless a dry run), wait until both contracts are on the chain and
// the order code is published, then write the record the apps read.

export interface DeployContext {
  sdk: TonApiSdk;
  log: (line: string) => void;
  now: () => Date;
  pollMs: number;
  timeoutMs: number;
}

export interface DeployResult {
  status: 'dry-run' | 'deployed' | 'already-deployed' | 'refused';
  /** The record written (or found already written); null for a dry run or a refusal. */
  record: Deployment | null;
}

const decisionText = (c: PlannedDeploy, d: Decision) =>
  d.kind === 'send'
    ? `deploy with ${ton(c.amount)}`
    : d.kind === 'present'
      ? 'already deployed (same code): nothing to send'
      : 'REFUSED';

export async function runDeploy(args: DeployArgs, ctx: DeployContext): Promise<DeployResult> {
  const { sdk, log } = ctx;
  const deployer = await openDeployer(sdk, args.mnemonic, args.network, ctx);
  const plan = planDeploy(deployer.address, args.network, compiledCodes(), args.libraryTon);
  // one after another: a free TonAPI key allows one request a second
  const balance = await deployer.balance();
  const seen = {
    factory: await seeAccount(sdk, plan.factory.address),
    librarian: await seeAccount(sdk, plan.librarian.address),
  };
  const checked = review(plan, seen, balance);
  const orderHash = plan.codes.order.hash().toString('hex');
  const days = plan.librarian.amount / plan.libraryRentPerDay;
  log(
    `deploy to ${args.network}: deployer ${deployer.address.toRawString()} (W5R1, global id ${GLOBAL_ID[args.network]}) holds ${ton(balance)}`,
  );
  log(
    `  factory    ${plan.factory.address.toRawString()}  code ${plan.factory.codeHash}  ${decisionText(plan.factory, checked.factory)}`,
  );
  log(
    `  librarian  ${plan.librarian.address.toRawString()}  code ${plan.librarian.codeHash}  ${decisionText(plan.librarian, checked.librarian)}`,
  );
  log(
    `    publishes the order code ${orderHash}; masterchain rent ${ton(plan.libraryRentPerDay)} a day (${days} days on what the deploy attaches)`,
  );
  log(`  pool code ${plan.codes.pool.hash().toString('hex')}; the deploy needs ${ton(checked.needed)}`);
  if (checked.problems.length > 0) {
    for (const problem of checked.problems) log(`  ✗ ${problem}`);
    log('refused: nothing sent');
    return { status: 'refused', record: null };
  }
  const sends = [plan.factory, plan.librarian].filter((c) => checked[c.name].kind === 'send');
  if (args.dryRun) {
    log(
      sends.length > 0
        ? `dry run: would send ${sends.map((c) => c.name).join(' and ')}; nothing sent`
        : 'dry run: already deployed, nothing to send',
    );
    return { status: 'dry-run', record: null };
  }
  if (sends.length === 0) log('already deployed: nothing to send');
  else {
    await deployer.send(sends.map((c) => deployMessage(c, c.amount)));
    log(`sent ${sends.map((c) => c.name).join(' and ')}; waiting for them on the chain`);
    await until(
      async () => {
        const [factory, librarian] = [
          await seeAccount(sdk, plan.factory.address),
          await seeAccount(sdk, plan.librarian.address),
        ];
        return (
          factory.codeHash === plan.factory.codeHash &&
          librarian.codeHash === plan.librarian.codeHash &&
          librarian.publicLibraries.includes(orderHash)
        );
      },
      ctx,
      () => 'the factory and the librarian publishing the order code did not appear',
    );
  }
  const record = deploymentRecord(plan, args.network, ctx.now());
  if (recordsSame(args.out, record)) log(`${args.out} already records this deployment`);
  else {
    writeRecord(args.out, record);
    log(`wrote ${args.out}`);
  }
  return { status: sends.length > 0 ? 'deployed' : 'already-deployed', record };
}

/** The command: arguments and environment in, an exit code out (2: usage, 1: refused). */
export async function deployCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  { repoRoot, log = console.log }: { repoRoot: string; log?: (line: string) => void },
): Promise<number> {
  let args: DeployArgs;
  try {
    args = parseDeployArgs(argv, env, { repoRoot });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\n${USAGE}`);
    return 2;
  }
  const devnet = args.network === 'devnet';
  // TONAPI_URL, else the network's own TonAPI; TONAPI_KEY; TONAPI_RPS (a free key allows 1)
  const chain = z
    .object(chainEnvShape({ rps: devnet ? 50 : 1 }))
    .transform(withTonapiDefault)
    .parse({ ...env, CHAIN: args.network });
  log(`TonAPI: ${chain.TONAPI_URL}`);
  const api = createTonApi({ baseUrl: chain.TONAPI_URL, apiKey: chain.TONAPI_KEY, rps: chain.TONAPI_RPS });
  const result = await runDeploy(args, {
    sdk: createTonApiSdk(api),
    log,
    now: () => new Date(),
    // a real network settles a masterchain message in seconds; the devnet at once
    pollMs: devnet ? 100 : 3_000,
    timeoutMs: devnet ? 30_000 : 300_000,
  });
  return result.status === 'refused' ? 1 : 0;
}
