import { EnvError } from './chain.fns';

// The header's configurable parts (docs/product-spec.md §2 "Shell"): its tint, a festival logo beside the logo,
// and a back target for the phone header, each from a build variable. Pure; env.fns.ts calls it. Analytics is
// off unless VITE_ANALYTICS_URL names the endpoint (our own API's POST /analytics/events).

export const HEADER_TINTS = ['default', 'special', 'error', 'warning'] as const;
export type HeaderTint = (typeof HEADER_TINTS)[number];

export interface ShellConfig {
  /** VITE_HEADER_TINT: the header's background on every page. */
  headerTint: HeaderTint;
  /** VITE_FESTIVAL_LOGO_URL: an image shown beside the logo (a holiday, an event); null: none. */
  festivalLogoUrl: string | null;
  /** VITE_BACK_URL: where the phone header's back button leads on pages that have no back target of their own. */
  backUrl: string | null;
}

type Raw = Partial<Record<string, string | boolean | undefined>>;

const text = (raw: Raw, key: string): string | undefined => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** An absolute http(s) URL, or a path of this app ("/app/pools/"). */
function link(raw: Raw, key: string): string | null {
  const value = text(raw, key);
  if (value === undefined) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // refused below
  }
  throw new EnvError(`${key} must be a path of the app ("/…") or an http(s) URL, got "${value}"`);
}

export function parseShellConfig(raw: Raw): ShellConfig {
  const tint = text(raw, 'VITE_HEADER_TINT') ?? 'default';
  if (!(HEADER_TINTS as readonly string[]).includes(tint))
    throw new EnvError(`VITE_HEADER_TINT must be one of ${HEADER_TINTS.join(', ')}, got "${tint}"`);
  return {
    headerTint: tint as HeaderTint,
    festivalLogoUrl: link(raw, 'VITE_FESTIVAL_LOGO_URL'),
    backUrl: link(raw, 'VITE_BACK_URL'),
  };
}

/** VITE_ANALYTICS_URL: where the app's analytics events go; null (the default) turns analytics off. */
export function parseAnalyticsUrl(raw: Raw): string | null {
  const value = text(raw, 'VITE_ANALYTICS_URL');
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new EnvError(
      `VITE_ANALYTICS_URL must be an http(s) URL (our API's /analytics/events), got "${value}"`,
    );
  return value;
}
