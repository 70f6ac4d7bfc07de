import { useStore } from '../../lib/create-store';
import { confirmationsStore, isConfirmed } from './confirmations';
import { buyRule, type TokenSafety } from './token-safety';

/** What stops buying `token`: refused outright, or not yet confirmed by the user; null when it may be bought. */
export type BuySafety = 'blocked' | 'unconfirmed' | null;

export function useBuySafety(token: (TokenSafety & { address: string }) | null): BuySafety {
  const confirmed = useStore(confirmationsStore);
  if (!token) return null;
  const rule = buyRule(token);
  if (rule === 'blocked') return 'blocked';
  return rule === 'confirm' && !isConfirmed(confirmed, token.address) ? 'unconfirmed' : null;
}
