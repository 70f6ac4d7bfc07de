// Prints the SQL of a new migration, as `prisma migrate diff --script` would:
//   npm run db:diff -w @atoll/db                       # from an empty database to schema.prisma
//   npm run db:diff -w @atoll/db -- --from old.prisma  # from an older schema.prisma to the current one
// See README.md for the whole flow.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { diffSchemas, type SchemaFile } from './schema-engine';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { from: { type: 'string' } } });

const read = (path: string): SchemaFile => ({ path: 'schema.prisma', content: readFileSync(path, 'utf8') });
const from = values.from ? read(resolve(process.env.INIT_CWD ?? process.cwd(), values.from)) : null;

process.stdout.write(await diffSchemas(from, read(join(root, 'schema.prisma'))));
