// The one error a send refuses with when a pool (or the factory it is derived from) fails the check.
// Dependency-free, so the send steps (wallet/send-through-wallet.ts) can recognise it without loading
// the SDK: they show the user a translated "not verified, nothing was sent" instead of its message.

export class PoolNotVerifiedError extends Error {
  override name = 'PoolNotVerifiedError';
}

/** This build has no pinned roots of trust (VITE_FACTORY_ADDRESS, VITE_POOL_CODE_HASH): nothing can be verified. */
export class TrustNotConfiguredError extends Error {
  override name = 'TrustNotConfiguredError';
  constructor() {
    super('VITE_FACTORY_ADDRESS and VITE_POOL_CODE_HASH are not set: this build cannot send transactions');
  }
}

/**
 * The order code this build ships does not hash to the pinned VITE_ORDER_CODE_HASH (or none is pinned), or an
 * order's address is not the one its terms derive: no order message is built.
 */
export class OrderNotVerifiedError extends Error {
  override name = 'OrderNotVerifiedError';
}
