import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

// TonAPI's types, generated from the OpenAPI spec kept in the repo (openapi/tonapi.yml) by openapi-typescript.
// `npm run generate -w @atoll/chain` writes generated/tonapi.d.ts; a test holds the file to the spec.

const root = fileURLToPath(new URL('..', import.meta.url));
export const SPEC = `${root}openapi/tonapi.yml`;
export const TYPES = `${root}generated/tonapi.d.ts`;

const BANNER = '// Generated from openapi/tonapi.yml by scripts/openapi-types.ts: do not edit.\n';

export async function openapiTypes(): Promise<string> {
  return BANNER + astToString(await openapiTS(pathToFileURL(SPEC)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(TYPES, await openapiTypes());
  console.log(`wrote ${TYPES} (${readFileSync(TYPES, 'utf8').split('\n').length} lines)`);
}
