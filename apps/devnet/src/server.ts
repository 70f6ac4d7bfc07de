import { resolve } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './env';
import { genesisRoots, startDevnet } from './devnet';

// What happens while it runs (market actions, warnings, failures) goes out as pino's JSON lines; the
// banner below is a developer's first read of the demo world, printed as text.
const log = pino({ name: 'devnet', formatters: { level: (label) => ({ level: label }) } });

// `npm run devnet`: the local TON network on the TVM emulator, speaking TonAPI v2.
async function main(): Promise<void> {
  const config = loadConfig(process.argv.slice(2), process.env);
  if (config.printRoots) {
    for (const [key, value] of Object.entries(await genesisRoots(config))) console.log(`${key}=${value}`);
    return;
  }
  const started = Date.now();
  const devnet = await startDevnet(config, {
    log: (line) => log.info(line),
    warn: (line) => log.warn(line),
  });
  await devnet.app.listen({ port: config.port, host: config.host });
  const { world, chain } = devnet;
  const friendly = (a: { toString(o: { bounceable: boolean; testOnly: boolean }): string }) =>
    a.toString({ bounceable: false, testOnly: true });
  console.log(`Atoll devnet on ${config.publicUrl} (TonAPI v2 at ${config.publicUrl}/v2)`);
  console.log(
    `${devnet.restored ? 'restored from' : 'fresh genesis in'} ${config.dataDir ? resolve(config.dataDir) : 'memory'}, ready in ${Date.now() - started} ms` +
      ` (masterchain seqno ${chain.blocks.headSeqno}, ${chain.index.size} transactions)`,
  );
  console.log(
    `info    ${config.publicUrl}/devnet/info   faucet  POST ${config.publicUrl}/devnet/faucet {"address": "..."}`,
  );
  console.log(`factory ${world.factory.toRawString()}`);
  console.log('tokens:');
  for (const token of world.tokens)
    console.log(
      `  ${token.symbol.padEnd(6)} ${String(token.decimals).padStart(2)} dec  $${String(token.usdPrice).padEnd(9)} ${token.master.toRawString()}`,
    );
  console.log('pools:');
  for (const pool of world.pools)
    console.log(
      `  ${`${pool.a}/${pool.b}`.padEnd(11)} ${`${(pool.feeBps / 100).toFixed(2)}%`.padStart(6)}  ${pool.address.toRawString()}`,
    );
  console.log('test wallets (W5R1, testnet global id -3), each with TON and every demo token:');
  for (const wallet of world.wallets) {
    console.log(`  ${wallet.name.padEnd(6)} ${friendly(wallet.contract.address)}`);
    console.log(`         ${wallet.mnemonic.join(' ')}`);
  }
  console.log(
    devnet.market
      ? `market: on, a bot action every ~${config.marketIntervalMs} ms (--no-market to stop it)`
      : 'market: off',
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: saving the chain and stopping`);
    await devnet.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  log.error({ err: error }, 'devnet failed to start');
  process.exit(1);
});
