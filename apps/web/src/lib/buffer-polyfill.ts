import { Buffer } from 'buffer';

// @ton/core and @ton/crypto expect Node's Buffer. Only lazily loaded chunks use them (lib/tonapi, the devnet
// wallet, and the swap's message building), each importing this module first.
if (typeof globalThis.Buffer === 'undefined') {
  (globalThis as { Buffer?: unknown }).Buffer = Buffer;
}
