// @atoll/contracts: the DEX's contract wrappers and the SDK that every app uses to encode our
// messages and quote our pools. Browser-safe: code artifacts load from `@atoll/contracts/artifacts`.
export * from './contract-sources';
export * from './jetton-metadata';
export * from './wrappers/jetton-constants';
export * from './wrappers/jetton-minter';
export * from './wrappers/jetton-wallet';
export * from './wrappers/dex-constants';
export * from './wrappers/factory';
export * from './wrappers/pool';
export * from './wrappers/deposit';
export * from './wrappers/order-constants';
export * from './wrappers/order';
export * from './sdk/assets';
export * from './sdk/addresses';
export * from './sdk/events';
export * from './sdk/orders';
export * from './sdk/order-payloads';
export * from './sdk/order-events';
export * from './sdk/payloads';
export * from './sdk/quote';
export * from './sdk/hop-probe';
export * from './sdk/routing';
export * from './sdk/transactions';
export * from './sdk/trust';
export * from './sdk/wallet-messages';
export * from './wrappers/librarian';
export * from './sdk/libraries';
