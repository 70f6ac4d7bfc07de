import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

/**
 * On the devnet only: a fresh hot wallet, funded by the devnet's faucet (`POST /devnet/faucet`), so that
 * `npm run dev` starts a keeper with no key to hand out. Its words stay in this process.
 */
export async function fundedDevnetWallet(devnetUrl: string): Promise<string[]> {
  const words = await mnemonicNew(24);
  const keys = await mnemonicToPrivateKey(words);
  const wallet = WalletContractV5R1.create({
    workchain: 0,
    publicKey: keys.publicKey,
    walletId: { networkGlobalId: -3 },
  });
  const res = await fetch(`${devnetUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: wallet.address.toRawString() }),
  });
  if (!res.ok) throw new Error(`the devnet faucet answered ${res.status} for the keeper's wallet`);
  return words;
}
