// Validates devnet responses against TonAPI's own OpenAPI document, so field names and types
// cannot drift from what real clients expect.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

// the copy kept in the repository, which the chain package's types are generated from
const SPEC_PATH = join(__dirname, '..', '..', '..', '..', 'packages', 'chain', 'openapi', 'tonapi.yml');

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let cache: { ajv: Ajv; ops: Map<string, Operation> } | null = null;

function load() {
  if (cache) return cache;
  const spec = parse(readFileSync(SPEC_PATH, 'utf-8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  // OpenAPI 3 schemas are JSON Schema with a few extras: drop the keywords ajv does not know
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const format of [
    'address',
    'cell',
    'int64',
    'uint64',
    'int32',
    'uint32',
    'int256',
    'cell-base64',
    'maybe-address',
    'bigint',
  ]) {
    ajv.addFormat(format, true);
  }
  ajv.addKeyword({ keyword: 'x-js-format', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema({ $id: 'tonapi', components: spec.components });
  const ops = new Map<string, Operation>();
  for (const methods of Object.values(spec.paths)) {
    for (const op of Object.values(methods))
      if (op && typeof op === 'object' && op.operationId) ops.set(op.operationId, op);
  }
  cache = { ajv, ops };
  return cache;
}

const validators = new Map<string, ValidateFunction>();

/** Throws with every schema violation when `body` is not a valid 200 response of `operationId`. */
export function expectMatchesSpec(operationId: string, body: unknown): void {
  const { ajv, ops } = load();
  let validate = validators.get(operationId);
  if (!validate) {
    const schema = ops.get(operationId)?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`no JSON 200 response for ${operationId} in the OpenAPI spec`);
    // schemas refer to '#/components/...': resolve them against the document registered as 'tonapi'
    const rewritten = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"tonapi#/components/'),
    ) as object;
    validate = ajv.compile(rewritten);
    validators.set(operationId, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${operationId} response does not match the OpenAPI schema:\n${ajv.errorsText(validate.errors, { separator: '\n' })}`,
    );
  }
}

/** The whole components section, for tests that check a nested schema directly. */
export function specSchemaNames(): string[] {
  return Object.keys(
    (load().ajv.getSchema('tonapi')?.schema as { components: { schemas: object } }).components.schemas,
  );
}
