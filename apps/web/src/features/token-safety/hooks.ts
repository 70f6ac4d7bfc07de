import { useStore } from '../../lib/create-store';
import { confirmationsStore, isConfirmed } from './confirmations';
import { type BuySafety, buyRule, type TokenSafety } from './token-safety';

export type { BuySafety } from './token-safety';

export function useBuySafety(token: (TokenSafety & { address: string }) | null): BuySafety {
  const confirmed = useStore(confirmationsStore);
  if (!token) return null;
  const rule = buyRule(token);
  if (rule === 'blocked') return 'blocked';
  return rule === 'confirm' && !isConfirmed(confirmed, token.address) ? 'unconfirmed' : null;
}
