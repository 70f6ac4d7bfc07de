// Which chunks a route loads, from Vite's build manifest (.vite/manifest.json). Pure.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The chunk files of `keys` and everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk "${key}" is not in the manifest`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** The HTML entry plus the lazily loaded page chunks that render a route. */
export function routeChunks(manifest: Manifest, pageSources: readonly string[]): string[] {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('no entry chunk in the manifest');
  for (const source of pageSources) {
    if (!manifest[source]) throw new Error(`page "${source}" is not a chunk of the build`);
  }
  return staticClosure(manifest, [...entries, ...pageSources]).filter((file) => file.endsWith('.js'));
}
