// npm run build:services: compiles each service (services.ts) into one ES module with esbuild. Our own
// workspace packages (@atoll/*, TypeScript sources) are bundled in; every other package stays an import of
// node_modules, so native and WebAssembly parts (Prisma's adapter, the TVM emulator) load as they do under tsx.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SERVICES } from './services';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Bare imports of anything but our workspace packages are left to node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@atoll/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every package some workspace lists under `dependencies`: what an image keeps after `npm prune --omit=dev`. */
function productionPackages(): Set<string> {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string> }>;
  };
  const names = new Set<string>();
  for (const [path, pkg] of Object.entries(lock.packages))
    if (!path.includes('node_modules/'))
      for (const name of Object.keys(pkg.dependencies ?? {})) names.add(name);
  return names;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

async function main(only: string[]): Promise<void> {
  const production = productionPackages();
  const builtins = new Set(builtinModules);
  const unknown = only.filter((name) => !SERVICES.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(
      `build:services: unknown service ${unknown.join(', ')} (known: ${SERVICES.map((s) => s.name).join(', ')})`,
    );
    process.exit(1);
  }

  for (const service of SERVICES.filter((s) => only.length === 0 || only.includes(s.name))) {
    const started = Date.now();
    const result = await build({
      entryPoints: [join(ROOT, service.dir, service.source)],
      outfile: join(ROOT, service.dir, service.output),
      bundle: true,
      platform: 'node',
      format: 'esm',
      // the LTS majors the images (24) and the development machines (>= 20.19) run
      target: 'node20.19',
      sourcemap: true,
      plugins: [externalPackages],
      // bundled CommonJS dependencies of ours may call require(): give the module one
      banner: {
        js: "import { createRequire as __atollRequire } from 'node:module'; const require = __atollRequire(import.meta.url);",
      },
      logLevel: 'warning',
      metafile: true,
    });
    // an import the image would not have: a package only a devDependency brings
    const missing = new Set<string>();
    for (const output of Object.values(result.metafile.outputs))
      for (const { path, external } of output.imports)
        if (external && !path.startsWith('node:') && !builtins.has(path) && !production.has(packageOf(path)))
          missing.add(packageOf(path));
    if (missing.size > 0)
      throw new Error(
        `${service.name} imports ${[...missing].join(', ')}, which no workspace lists under dependencies: the image (npm prune --omit=dev) would not have it`,
      );
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
    console.log(
      `${service.name.padEnd(8)} ${service.dir}/${service.output}  ${(bytes / 1024).toFixed(0)} KiB with its map, ${Date.now() - started} ms`,
    );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
