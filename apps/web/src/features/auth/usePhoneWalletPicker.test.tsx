import * as tonConnectLibrary from '@tonconnect/ui-react';
import type { TonConnectUI, UIWallet } from '@tonconnect/ui-react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { closeErrorModal, errorModalStore } from '../error-modal/error-modal.store';
import { usePhoneWalletPicker } from './usePhoneWalletPicker';

type ErrorHandler = (error: Error) => void;
const statusListeners: { onWallet: () => void; onError: ErrorHandler; active: boolean }[] = [];
const tonConnectUI = {
  connector: {
    connect: vi.fn(),
    onStatusChange: vi.fn((onWallet: () => void, onError: ErrorHandler) => {
      const listener = { onWallet, onError, active: true };
      statusListeners.push(listener);
      return () => void (listener.active = false);
    }),
  },
  openModal: vi.fn(async () => undefined),
};

const devnet: UIWallet = {
  name: 'Atoll devnet wallet',
  appName: 'atoll-devnet-wallet',
  imageUrl: 'http://localhost/devnet-wallet.png',
  aboutUrl: 'http://localhost/devnet/info',
  jsBridgeKey: 'atollDevnetWallet',
  platforms: ['chrome'],
};

let offered: boolean | undefined;
function Harness({ onCancelled }: { onCancelled(): void }) {
  const { offer, picker } = usePhoneWalletPicker({ onCancelled });
  const loaded = {
    ui: tonConnectUI as unknown as TonConnectUI,
    lib: tonConnectLibrary,
    includeWallets: [devnet],
  };
  return (
    <>
      <button type="button" data-testid="offer" onClick={() => (offered = offer(loaded, 'proof-payload'))} />
      {picker}
    </>
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

function openAt(width: number, onCancelled = vi.fn()) {
  setWidth(width);
  renderWithI18n(<Harness onCancelled={onCancelled} />);
  act(() => fireEvent.click(screen.getByTestId('offer')));
  return onCancelled;
}

const picker = () => screen.queryByTestId('phone-wallet-picker');

beforeEach(() => {
  Object.assign(window, { atollDevnetWallet: { tonconnect: {} } });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'atollDevnetWallet');
  setWidth(1024);
  statusListeners.length = 0;
  offered = undefined;
  vi.clearAllMocks();
});

describe('usePhoneWalletPicker', () => {
  it('leaves desktop widths to TON Connect', () => {
    openAt(1440);
    expect(offered).toBe(false);
    expect(picker()).toBeNull();
  });

  it('leaves phones to TON Connect when no wallet is injected', () => {
    Reflect.deleteProperty(window, 'atollDevnetWallet');
    openAt(390);
    expect(offered).toBe(false);
    expect(picker()).toBeNull();
  });

  it('lists the injected wallet at phone width and connects it through the connector with the proof', () => {
    const onCancelled = openAt(390);
    expect(offered).toBe(true);
    expect(picker()?.textContent).toContain('Atoll devnet wallet');
    expect(picker()?.textContent).toContain('Installed');

    act(() => fireEvent.click(screen.getByText('Atoll devnet wallet')));
    expect(tonConnectUI.connector.connect).toHaveBeenCalledWith(
      { jsBridgeKey: 'atollDevnetWallet' },
      { tonProof: 'proof-payload' },
    );
    expect(picker()).toBeNull();

    // connected: the listener goes, nothing was cancelled
    act(() => statusListeners[0]!.onWallet());
    expect(statusListeners[0]!.active).toBe(false);
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('reports a refusal in the wallet as cancelled', () => {
    const onCancelled = openAt(390);
    act(() => fireEvent.click(screen.getByText('Atoll devnet wallet')));
    act(() => statusListeners[0]!.onError(new Error('User rejects')));
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(statusListeners[0]!.active).toBe(false);
  });

  it("closing the list cancels; 'Other wallets' opens TON Connect's own list", () => {
    const onCancelled = openAt(390);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(picker()).toBeNull();

    act(() => fireEvent.click(screen.getByTestId('offer')));
    act(() => fireEvent.click(screen.getByText('Other wallets')));
    expect(tonConnectUI.openModal).toHaveBeenCalledTimes(1);
    expect(picker()).toBeNull();
    expect(tonConnectUI.connector.connect).not.toHaveBeenCalled();
  });

  it("a wallet gone from the page while the list was open is 'Wallet not found', and nothing connects", () => {
    const onCancelled = openAt(390);
    Reflect.deleteProperty(window, 'atollDevnetWallet');
    act(() => fireEvent.click(screen.getByText('Atoll devnet wallet')));
    expect(tonConnectUI.connector.connect).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual({ message: 'Wallet not found' });
    expect(onCancelled).toHaveBeenCalledTimes(1);
    closeErrorModal();
  });
});
