import { runTolkCompiler } from '@ton/tolk-js';
import fs from 'node:fs';
for (const f of process.argv.slice(2)) {
  const r = await runTolkCompiler({ entrypointFileName: f, fsReadCallback: p => fs.readFileSync(p,'utf-8') });
  console.log(f, r.status, r.status==='error' ? r.message : r.codeHashHex.slice(0,12));
}
