import '../../lib/buffer-polyfill';

// The hash in /app/tx/{hash}: TonAPI takes 64 hex digits; explorers and wallets also show the same 32 bytes in
// base64 (standard or URL-safe). Anything else is malformed and never reaches the chain API. Pure.

const HEX = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The transaction hash as lowercase hex, or null when the text is not one. */
export function parseTxHash(text: string): string | null {
  const trimmed = text.trim();
  if (HEX.test(trimmed)) return trimmed.toLowerCase();
  if (!BASE64.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : null;
}
