// The containers' health check (node:24-slim has no curl): exits 0 when the URL answers 2xx within 4 s.
// The compiled smoke test (npm run dev -- --compiled --smoke) runs it too, against every service.
const url = process.argv[2];
if (!url) {
  console.error('usage: node health.mjs <url>');
  process.exit(64);
}
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) {
    console.error(`${url}: HTTP ${res.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
