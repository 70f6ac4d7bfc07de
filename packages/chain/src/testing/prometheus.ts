// Reading Prometheus's text format in tests: the API's and the indexer's /metrics are checked as a scraper
// would read them, one series at a time.

/** The value of one series (`name` with every label in `labels`), or 0 when it is not there (yet). */
export function promSample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.split(' ').pop());
  }
  return 0;
}
