import { afterEach, describe, expect, it } from 'vitest';
import { closeWalletPanel, openWalletPanel, selectWalletPanelTab } from './wallet-panel.actions';
import { toggleWalletPanel, walletPanelStore } from './wallet-panel.store';

afterEach(() => walletPanelStore.set({ open: false, tab: 'assets' }));

describe('wallet panel', () => {
  it('starts closed and opens on the assets tab', () => {
    expect(walletPanelStore.get()).toEqual({ open: false, tab: 'assets' });
    openWalletPanel();
    expect(walletPanelStore.get()).toEqual({ open: true, tab: 'assets' });
  });

  it('opens on a given tab, switches tabs, closes', () => {
    openWalletPanel('activity');
    expect(walletPanelStore.get()).toEqual({ open: true, tab: 'activity' });
    selectWalletPanelTab('assets');
    expect(walletPanelStore.get().tab).toBe('assets');
    closeWalletPanel();
    expect(walletPanelStore.get().open).toBe(false);
  });

  it('toggles: closed → open on assets → closed', () => {
    openWalletPanel('activity');
    closeWalletPanel();
    toggleWalletPanel();
    expect(walletPanelStore.get()).toEqual({ open: true, tab: 'assets' });
    toggleWalletPanel();
    expect(walletPanelStore.get().open).toBe(false);
  });
});
