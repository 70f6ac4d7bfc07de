import { useStore } from '../../lib/create-store';
import { lazyComponent } from '../shell/components/LazyBoundary';
import { walletPanelStore } from './wallet-panel.store';

// The panel's code (tabs, assets, activity, positions) loads the first time it opens.
const WalletPanel = lazyComponent(() => import('./WalletPanel'));

/** Mounted once by the shell; renders the panel while it is open. */
export function WalletPanelHost() {
  return useStore(walletPanelStore).open ? <WalletPanel /> : null;
}
