import type { Chain } from '../../app/env';

// Where a transaction can be looked at outside the app: the public explorer on testnet and mainnet. The local
// chain has none (the in-app transaction page, shell/nav.ts txPath, is the record there). Pure.

const EXPLORERS: Record<Exclude<Chain, 'devnet'>, string> = {
  mainnet: 'https://tonviewer.com/transaction/',
  testnet: 'https://testnet.tonviewer.com/transaction/',
};

/** The public explorer's page of a transaction, or null on the devnet. */
export function transactionUrl(chain: Chain, txHash: string): string | null {
  if (chain === 'devnet') return null;
  return `${EXPLORERS[chain]}${txHash}`;
}
