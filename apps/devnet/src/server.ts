import { loadConfig } from './env';
import { startDevnet } from './devnet';

// `npm run devnet`: the local TON network on the TVM emulator, speaking TonAPI v2.
async function main(): Promise<void> {
  const config = loadConfig(process.argv.slice(2), process.env);
  const started = Date.now();
  const devnet = await startDevnet(config);
  await devnet.app.listen({ port: config.port, host: config.host });
  const { world } = devnet;
  console.log(`Atoll devnet on ${config.publicUrl} (TonAPI v2 at ${config.publicUrl}/v2)`);
  console.log(
    `${devnet.restored ? 'restored from' : 'fresh genesis in'} ${config.dataDir ?? 'memory'}, ready in ${Date.now() - started} ms`,
  );
  console.log(`factory ${world.factory.toRawString()}`);
  for (const token of world.tokens)
    console.log(`token  ${token.symbol.padEnd(6)} ${token.master.toRawString()}`);
  console.log('test wallets (W5R1, testnet global id -3):');
  for (const wallet of world.wallets) {
    console.log(
      `  ${wallet.name.padEnd(6)} ${wallet.contract.address.toString({ bounceable: false, testOnly: true })}`,
    );
    console.log(`         ${wallet.mnemonic.join(' ')}`);
  }
  const shutdown = async (signal: string) => {
    console.log(`${signal}: saving the chain and stopping`);
    await devnet.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
