// The perf benchmark's baseline (issue 17): a bare Vite page with React and TON Connect UI only, built and
// measured in the same run as the app. Text only; eslint's literal-text rule is for the app's screens.
import { TonConnectButton, TonConnectUIProvider } from '@tonconnect/ui-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TonConnectUIProvider
      manifestUrl={`${location.origin}/tonconnect-manifest.json`}
      analytics={{ mode: 'off' }}
    >
      <main>
        <h1>{'Baseline: React and TON Connect UI'}</h1>
        <TonConnectButton />
      </main>
    </TonConnectUIProvider>
  </StrictMode>,
);
