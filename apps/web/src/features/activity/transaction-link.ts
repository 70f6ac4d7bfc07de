import type { Chain } from '../../app/env';

// Where an event's transaction can be looked at: the public explorer on testnet and mainnet; the
// local chain has none, so there its TonAPI trace (JSON) is the record. Pure.

const EXPLORERS: Record<Exclude<Chain, 'devnet'>, string> = {
  mainnet: 'https://tonviewer.com/transaction/',
  testnet: 'https://testnet.tonviewer.com/transaction/',
};

export function transactionUrl(chain: Chain, tonapiUrl: string, txHash: string): string {
  if (chain === 'devnet') return `${tonapiUrl}/v2/traces/${txHash}`;
  return `${EXPLORERS[chain]}${txHash}`;
}
