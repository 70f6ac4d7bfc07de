// The migrations are SQL written beside schema.prisma; these tests fail when the two disagree, so a schema
// change without its migration (or the reverse) cannot land.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../generated/client';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { diffSchemas } from '../scripts/schema-engine';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaText = readFileSync(join(root, 'schema.prisma'), 'utf8');

// The slice of Prisma's DMMF these tests read.
interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  type: string;
  isRequired: boolean;
  isList: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: { name: string; dbName: string | null }[];
}
interface Dmmf {
  datamodel: { models: DmmfModel[]; enums: DmmfEnum[] };
}

const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schemaText]] }))) as Dmmf;
const enumDbName = new Map(dmmf.datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
}

/** The column Postgres should report for a Prisma field. */
function expectedColumn(field: DmmfField): { nullable: boolean; hasDefault: boolean; type: string } {
  const [native, args = []] = field.nativeType ?? [];
  const base = { nullable: !field.isRequired, hasDefault: field.hasDefaultValue };
  // Prisma keeps a scalar list in an array column that is nullable whatever the field says
  if (field.isList)
    return { ...base, nullable: true, type: `${expectedColumn({ ...field, isList: false }).type}[]` };
  if (field.kind === 'enum') return { ...base, type: `USER-DEFINED ${enumDbName.get(field.type)}` };
  switch (field.type) {
    case 'String':
      return { ...base, type: native === 'VarChar' ? `character varying` : 'text' };
    case 'Int':
      return { ...base, type: 'integer' };
    case 'BigInt':
      return { ...base, type: 'bigint' };
    case 'Boolean':
      return { ...base, type: 'boolean' };
    case 'DateTime':
      return {
        ...base,
        type: `${native === 'Timestamptz' ? 'timestamp with time zone' : 'timestamp without time zone'}(${args[0] ?? 3})`,
      };
    case 'Decimal':
      return { ...base, type: `numeric(${args[0] ?? 65},${args[1] ?? 30})` };
    default:
      throw new Error(`No mapping for ${field.type}; extend expectedColumn`);
  }
}

/** Element types of the array columns the schema uses, by Postgres' udt name of the array. */
const ARRAY_ELEMENT: Record<string, string> = {
  _text: 'text',
  _int4: 'integer',
  _int8: 'bigint',
  _bool: 'boolean',
};

function actualColumn(column: Column) {
  const base = { nullable: column.is_nullable === 'YES', hasDefault: column.column_default !== null };
  switch (column.data_type) {
    case 'USER-DEFINED':
      return { ...base, type: `USER-DEFINED ${column.udt_name}` };
    case 'numeric':
      return { ...base, type: `numeric(${column.numeric_precision},${column.numeric_scale})` };
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return { ...base, type: `${column.data_type}(${column.datetime_precision})` };
    case 'ARRAY':
      return { ...base, type: `${ARRAY_ELEMENT[column.udt_name] ?? column.udt_name}[]` };
    default:
      return { ...base, type: column.data_type };
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const columnsSql = `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
    numeric_precision, numeric_scale, datetime_precision
  FROM information_schema.columns
  WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  ORDER BY table_name, ordinal_position`;

/** Everything a migration defines, as Postgres describes it. */
async function catalog(url: string) {
  return {
    columns: await query(url, columnsSql),
    indexes: await query(
      url,
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY indexname`,
    ),
    constraints: await query(
      url,
      `SELECT c.conname, pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.connamespace = 'public'::regnamespace AND t.relname <> '_prisma_migrations' ORDER BY c.conname`,
    ),
    enums: await query(
      url,
      `SELECT t.typname::text AS typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY t.typname`,
    ),
  };
}

describe('migrations against schema.prisma', () => {
  let migrated: TestDatabase;
  let fromSchema: TestDatabase;

  beforeAll(async () => {
    [migrated, fromSchema] = await Promise.all([
      createTestDatabase(),
      createTestDatabase({ migrate: false }),
    ]);
    await query(fromSchema.url, await diffSchemas(null, { path: 'schema.prisma', content: schemaText }));
  });
  afterAll(async () => {
    await Promise.all([migrated?.drop(), fromSchema?.drop()]);
  });

  it('have a table and a column of the right type and nullability for every model field', async () => {
    const columns = await query<Column>(migrated.url, columnsSql);
    const actual = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, actualColumn(c)]));

    const expected = new Map<string, ReturnType<typeof expectedColumn>>();
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum')) {
        expected.set(`${model.dbName ?? model.name}.${field.dbName ?? field.name}`, expectedColumn(field));
      }
    }
    // both directions: no missing column, no column the schema does not know
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  it('define every enum with its values in order', async () => {
    const { enums } = await catalog(migrated.url);
    expect(enums).toEqual(
      dmmf.datamodel.enums
        .map((e) => ({ typname: e.dbName ?? e.name, labels: e.values.map((v) => v.dbName ?? v.name) }))
        .sort((a, b) => a.typname.localeCompare(b.typname)),
    );
  });

  it('match what Prisma generates for the schema: columns, defaults, keys, indexes', async () => {
    expect(await catalog(migrated.url)).toEqual(await catalog(fromSchema.url));
  });

  it('match the generated client (rebuild it with `npm run build -w @atoll/db` when this fails)', () => {
    const enums = Prisma as unknown as Record<string, Record<string, string> | undefined>;
    for (const model of dmmf.datamodel.models) {
      const scalars = model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum').map((f) => f.name);
      expect(Object.keys(enums[`${model.name}ScalarFieldEnum`] ?? {}), model.name).toEqual(scalars);
    }
    expect(Object.keys(Prisma.ModelName)).toEqual(dmmf.datamodel.models.map((m) => m.name));
  });
});
