import { Address, Cell } from '@ton/core';

// What an address pasted into the token picker is, from the account's own get-methods (TEP-74): only a
// jetton master answers get_jetton_data; a jetton wallet answers get_wallet_data, naming its master. Pure:
// token-address.ts makes the reads.

/** A get-method's result as TonAPI writes it (MethodExecutionResult), or null when the account has no code. */
export interface GetMethodResult {
  success: boolean;
  exit_code: number;
  stack: readonly { type: string; cell?: string; slice?: string }[];
}

export type TokenAddressKind =
  | { kind: 'jetton-master' }
  | { kind: 'jetton-wallet'; master: Address }
  | { kind: 'no-contract' }
  | { kind: 'other-contract' };

// get_jetton_data: total_supply, mintable, admin, content, wallet_code; get_wallet_data: balance, owner,
// master, wallet_code (TEP-74)
const JETTON_DATA_ITEMS = 5;
const WALLET_DATA_MASTER = 2;

const ran = (result: GetMethodResult | null): result is GetMethodResult =>
  result !== null && result.success && (result.exit_code === 0 || result.exit_code === 1);

function addressIn(item: GetMethodResult['stack'][number] | undefined): Address | null {
  const boc = item?.cell ?? item?.slice;
  if (!boc) return null;
  try {
    return Cell.fromBoc(Buffer.from(boc, 'hex'))[0]!.beginParse().loadAddress();
  } catch {
    return null;
  }
}

export function classifyTokenAddress(
  active: boolean,
  jettonData: GetMethodResult | null,
  walletData: GetMethodResult | null,
): TokenAddressKind {
  if (!active) return { kind: 'no-contract' };
  if (ran(jettonData) && jettonData.stack.length >= JETTON_DATA_ITEMS) return { kind: 'jetton-master' };
  const master = ran(walletData) ? addressIn(walletData.stack[WALLET_DATA_MASTER]) : null;
  return master ? { kind: 'jetton-wallet', master } : { kind: 'other-contract' };
}
