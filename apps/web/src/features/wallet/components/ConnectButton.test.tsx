import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { ConnectButton } from './ConnectButton';

const RAW = '0:42169fd35a282b9bb633918a3a2e8c9b4a124530b42fae6b371591ace0b8ac6d';
const login = {
  restoring: false,
  connecting: false,
  address: null as string | null,
  connect: vi.fn(),
  disconnect: vi.fn(),
};
let wallet: unknown = null;

vi.mock('../../auth/WalletLoginProvider', () => ({ useWalletLogin: () => login }));
vi.mock('@tonconnect/ui-react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tonconnect/ui-react')>()),
  useTonWallet: () => wallet,
  useTonConnectUI: () => [{}, vi.fn()],
}));

afterEach(() => {
  Object.assign(login, { restoring: false, connecting: false, address: null });
  wallet = null;
  vi.useRealTimers();
});

describe('ConnectButton', () => {
  it('shows a spinner while the connection is restored', () => {
    login.restoring = true;
    renderWithI18n(<ConnectButton />);
    expect(screen.getByTestId('wallet-restoring')).toBeTruthy();
  });

  it("shows 'Connect wallet' and starts the sign-in on click", () => {
    renderWithI18n(<ConnectButton />);
    fireEvent.click(screen.getByText('Connect wallet'));
    expect(login.connect).toHaveBeenCalled();
  });

  it('shows the short address, copies it with feedback for 1 s, and disconnects', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    login.address = RAW;
    wallet = { account: { address: RAW, chain: '-3' } };
    renderWithI18n(<ConnectButton />);
    const button = screen.getByTestId('wallet-address');
    expect(button.textContent).toBe('0QBC…bdhp');

    fireEvent.click(button);
    await act(async () => {
      fireEvent.click(screen.getByText('Copy address'));
    });
    expect(writeText).toHaveBeenCalledWith('0QBCFp_TWigrm7YzkYo6LoybShJFMLQvrms3FZGs4Lisbdhp');
    expect(screen.getByText('Address copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Address copied!')).toBeNull();

    fireEvent.click(screen.getByText('Disconnect'));
    expect(login.disconnect).toHaveBeenCalled();
  });
});
