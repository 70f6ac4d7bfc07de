import { DexOp, JettonOp } from '@atoll/contracts';

// The names TonAPI gives the operations of our contracts' messages (SmartContractExec). Reading the
// jetton messages themselves is @atoll/chain's (tep74.ts).

const OP_NAMES = new Map<number, string>([
  ...Object.entries(DexOp).map(
    ([name, op]) => [op, `Atoll${name[0]!.toUpperCase()}${name.slice(1)}`] as const,
  ),
  [JettonOp.mint, 'JettonMint'],
  [JettonOp.changeAdmin, 'JettonChangeAdmin'],
  [JettonOp.changeContent, 'JettonChangeContent'],
  [JettonOp.provideWalletAddress, 'JettonProvideWalletAddress'],
  [JettonOp.takeWalletAddress, 'JettonTakeWalletAddress'],
]);

/** SmartContractExec's `operation`: our own ops by name, anything else as 0x-hex. */
export function operationName(op: number | null): string {
  if (op === null) return 'Call';
  return OP_NAMES.get(op) ?? `0x${op.toString(16).padStart(8, '0')}`;
}
