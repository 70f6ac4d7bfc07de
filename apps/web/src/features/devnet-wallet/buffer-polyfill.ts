import { Buffer } from 'buffer';

// @ton/core and @ton/crypto expect Node's Buffer. Only the devnet wallet chunk needs them today,
// so the polyfill lives here, imported first by the wallet's entry.
if (typeof globalThis.Buffer === 'undefined') {
  (globalThis as { Buffer?: unknown }).Buffer = Buffer;
}
