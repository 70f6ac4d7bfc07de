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

export function buyRule(token: TokenSafety): BuyRule {
  const level = safetyLevel(token);
  if (level === 'scam' || level === 'blacklist') return 'blocked';
  return level === 'verified' ? 'allowed' : 'confirm';
}

/** Whether a label is shown: a verified token is the quiet default, every other level is said. */
export const labelled = (token: TokenSafety) => safetyLevel(token) !== 'verified';
