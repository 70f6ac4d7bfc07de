import type { UIWallet } from '@tonconnect/ui-react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import type { AuthApi } from '../auth/auth.api';
import type { TokenStore } from '../auth/token-storage';

// TON Connect UI is the library this module loads late; the fake records how it is made and used.
const made: FakeTonConnectUI[] = [];
class FakeTonConnectUI {
  wallet = null;
  connectionRestored = Promise.resolve(false);
  openModal = vi.fn(async () => undefined);
  setConnectRequestParameters = vi.fn();
  onStatusChange = vi.fn(() => () => undefined);
  onModalStateChange = vi.fn(() => () => undefined);
  disconnect = vi.fn(async () => undefined);
  constructor(readonly options: { walletsListConfiguration: { includeWallets: UIWallet[] } }) {
    made.push(this);
  }
}
vi.mock('@tonconnect/ui-react', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  TonConnectUI: FakeTonConnectUI,
}));

const devnet = { name: 'Atoll devnet wallet', jsBridgeKey: 'atollDevnetWallet' } as UIWallet;
const api: AuthApi = { getPayload: vi.fn(async () => 'proof-payload'), signIn: vi.fn(), check: vi.fn() };
const tokens: TokenStore = { get: vi.fn(() => null), set: vi.fn(), clear: vi.fn() };

/** A fresh copy of the module (its instance is per page), configured as main.tsx does. */
async function freshModule(includeWallets: () => Promise<UIWallet[]> = async () => [devnet]) {
  vi.resetModules();
  const module = await import('./tonconnect');
  module.configureTonConnect({
    manifestUrl: 'http://localhost/tonconnect-manifest.json',
    includeWallets,
    language: () => 'en',
    theme: () => 'SYSTEM',
  });
  return module;
}

async function renderButton() {
  const { WalletLoginProvider } = await import('../auth/WalletLoginProvider');
  const { ConnectButton } = await import('./components/ConnectButton');
  renderWithI18n(
    <WalletLoginProvider api={api} tokens={tokens}>
      <ConnectButton />
    </WalletLoginProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  made.length = 0;
  vi.clearAllMocks();
});

describe('loadTonConnect', () => {
  it('refuses before it is configured', async () => {
    vi.resetModules();
    const { loadTonConnect } = await import('./tonconnect');
    await expect(loadTonConnect()).rejects.toThrow('TON Connect is not configured');
  });

  it('makes one instance, after the extra wallets are in the page, and announces it', async () => {
    let injected!: (wallets: UIWallet[]) => void;
    const { loadTonConnect } = await freshModule(() => new Promise((resolve) => (injected = resolve)));
    const first = loadTonConnect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).toHaveLength(0);
    injected([devnet]);
    const loaded = await first;
    expect(await loadTonConnect()).toBe(loaded);
    expect(made).toHaveLength(1);
    expect(made[0]!.options.walletsListConfiguration.includeWallets).toEqual([devnet]);
    expect(loaded.includeWallets).toEqual([devnet]);
  });

  it('reads a stored session from TON Connect’s own key', async () => {
    const { hasStoredSession, STORED_SESSION_KEY } = await freshModule();
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(STORED_SESSION_KEY, '{}');
    expect(hasStoredSession()).toBe(true);
  });
});

describe('the connect button before TON Connect has loaded', () => {
  it("shows 'Connect wallet' at once when there is nothing to restore, and loads TON Connect on the click", async () => {
    await freshModule();
    await renderButton();
    expect(screen.getByText('Connect wallet')).toBeTruthy();
    expect(made).toHaveLength(0);

    await act(async () => fireEvent.click(screen.getByText('Connect wallet')));
    await waitFor(() => expect(made[0]?.openModal).toHaveBeenCalledTimes(1));
    expect(made[0]!.setConnectRequestParameters).toHaveBeenCalledWith({
      state: 'ready',
      value: { tonProof: 'proof-payload' },
    });
  });

  it('spins while a stored session is restored, loading TON Connect without a click', async () => {
    const { STORED_SESSION_KEY } = await freshModule();
    localStorage.setItem(STORED_SESSION_KEY, '{}');
    await renderButton();
    expect(screen.getByTestId('wallet-restoring')).toBeTruthy();
    await waitFor(() => expect(made).toHaveLength(1));
    // nothing was restored: the button offers to connect
    expect(await screen.findByText('Connect wallet')).toBeTruthy();
  });
});
