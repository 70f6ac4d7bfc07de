// `@atoll/chain/testing`: fixtures other workspaces' tests share.
export { type WholeTokenPool, wholeTokenPools } from './whole-token-pools';
export { type FakeTonApi, json, type RecordedRequest, startFakeTonApi } from './fake-tonapi';
export { promSample } from './prometheus';
