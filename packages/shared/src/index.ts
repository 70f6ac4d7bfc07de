// @atoll/shared: the API contract. Every request and response schema of the product backend and
// the public price API, defined once and used by apps/api (validation, serialization) and
// apps/web (parsing answers).
export * from './schemas/common';
export * from './schemas/errors';
export * from './schemas/auth';
export * from './schemas/accounts';
export * from './schemas/tokens';
export * from './schemas/pools';
export * from './schemas/users';
export * from './schemas/trace';
export * from './schemas/prices-v1';
export * from './schemas/orders';
export * from './schemas/chain';
// Kept out of this index so the web app's first load does not carry them (zod schemas are not tree-shaken):
// '@atoll/shared/sign-out' and '@atoll/shared/analytics'.
