import { createStore } from '../../lib/create-store';

/**
 * The signed-in wallet (raw address) as WalletLoginProvider last saw it: null when none. Undefined until a login
 * provider runs (a part rendered alone, in a test), so nothing reads "no provider" as "signed out".
 */
export const signedInWalletStore = createStore<string | null | undefined>(undefined);
