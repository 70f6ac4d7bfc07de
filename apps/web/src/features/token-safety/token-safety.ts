import type { TokenVerification } from '@atoll/shared';

// Token safety (issue 18): what the chain API says of a token (its jetton info's verification level and
// the master account's scam flag) and what the app does about it. Pure.

/** What a label shows: the chain API's level, with a scam flag above every level. */
export type SafetyLevel = 'verified' | 'graylist' | 'unverified' | 'blacklist' | 'scam';

export interface TokenSafety {
  verification: TokenVerification;
  is_scam: boolean;
}

export function safetyLevel(token: TokenSafety): SafetyLevel {
  if (token.is_scam) return 'scam';
  switch (token.verification) {
    case 'whitelist':
      return 'verified';
    case 'graylist':
      return 'graylist';
    case 'blacklist':
      return 'blacklist';
    case 'none':
      return 'unverified';
  }
}

/**
 * Buying a token: a blacklisted or scam token is refused, `none` and `graylist` ask once per token (the
 * answer is kept), a whitelisted one goes through.
 */
export type BuyRule = 'allowed' | 'confirm' | 'blocked';

export const buyRule = (token: TokenSafety): BuyRule => buyNotice(token)?.rule ?? 'allowed';

/** The level a label says: none for a verified token (the quiet default), every other level is said. */
export function labelLevel(token: TokenSafety): Exclude<SafetyLevel, 'verified'> | null {
  const level = safetyLevel(token);
  return level === 'verified' ? null : level;
}

/** Why buying is refused (blacklist, scam) or what the one question is about (unverified, graylist). */
export type BuyNotice =
  { rule: 'blocked'; level: 'blacklist' | 'scam' } | { rule: 'confirm'; level: 'unverified' | 'graylist' };

export function buyNotice(token: TokenSafety): BuyNotice | null {
  const level = safetyLevel(token);
  if (level === 'blacklist' || level === 'scam') return { rule: 'blocked', level };
  if (level === 'unverified' || level === 'graylist') return { rule: 'confirm', level };
  return null;
}

/** What stops buying a token: refused outright, or not yet confirmed by the user; null when it may be bought. */
export type BuySafety = 'blocked' | 'unconfirmed' | null;

/** The form blockers a token's level raises, the same in the swap and the limit forms. */
export type SafetyBlocker = 'token-blocked' | 'token-unconfirmed';

export const safetyBlocker = (safety: BuySafety): SafetyBlocker | null =>
  safety === 'blocked' ? 'token-blocked' : safety === 'unconfirmed' ? 'token-unconfirmed' : null;

export const isSafetyBlocker = (blocker: string | null): blocker is SafetyBlocker =>
  blocker === 'token-blocked' || blocker === 'token-unconfirmed';
