import { walletPanelStore, type WalletPanelTab } from './wallet-panel.store';

export const openWalletPanel = (tab: WalletPanelTab = 'assets') => walletPanelStore.set({ open: true, tab });
export const closeWalletPanel = () => walletPanelStore.set((state) => ({ ...state, open: false }));
export const selectWalletPanelTab = (tab: WalletPanelTab) =>
  walletPanelStore.set((state) => ({ ...state, tab }));
