// @atoll/chain: the one chain layer every app and the web app use, one module per job. Browser-safe;
// `@atoll/chain/address` is the address module alone (no @ton/core), `@atoll/chain/sdk` the Node-only
// parsed face of TonAPI (@ton-api/client, a ContractProvider for the wrappers).
export * from './address/text';
export * from './address/core';
export * from './fixed';
export * from './tep74';
export * from './ton-connect';
export * from './tonapi/backoff.fns';
export * from './tonapi/client';
export * from './tonapi/errors';
export * from './tonapi/request-queue';
export type { components as TonApiSchemas, paths as TonApiPaths } from '../generated/tonapi';
