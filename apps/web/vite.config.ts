import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseChain } from './src/app/env.fns.ts';

export default defineConfig(({ mode }) => {
  // Fail the build early on a bad chain; env.ts validates the rest in the browser.
  const chain = parseChain(loadEnv(mode, process.cwd(), 'VITE_').VITE_CHAIN || undefined);
  return {
    plugins: [react()],
    define: { __DEVNET_WALLET__: JSON.stringify(chain === 'devnet') },
    build: { manifest: true, target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1000 },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
