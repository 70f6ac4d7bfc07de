import { createStore } from '../../lib/create-store';

// docs/product-spec.md §2 "Wallet panel": the panel opens, closes or toggles, and opens on the 'assets'
// tab unless asked for another. Only what the shell needs (the header toggles the panel) is here, in
// the entry chunk; the rest comes with the lazy panel (wallet-panel.actions.ts).

export type WalletPanelTab = 'assets' | 'activity' | 'positions';

export interface WalletPanelState {
  open: boolean;
  tab: WalletPanelTab;
}

export const walletPanelStore = createStore<WalletPanelState>({ open: false, tab: 'assets' });

/** The header's Activity and Positions links and the wallet menu's entries: the panel, on that tab. */
export const openWalletPanelOn = (tab: WalletPanelTab) => walletPanelStore.set({ open: true, tab });

export const toggleWalletPanel = () =>
  walletPanelStore.set((state) => (state.open ? { ...state, open: false } : { open: true, tab: 'assets' }));
