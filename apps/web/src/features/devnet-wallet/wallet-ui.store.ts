import { createStore } from '../../lib/create-store';
import type { DevnetAccount } from './accounts';
import type { SignDataPayload } from './ton-proof';
import type { TransferRequest } from './transfer';

export type PendingRequest =
  | { kind: 'connect'; host: string; appName: string; resolve(account: DevnetAccount | null): void }
  | {
      kind: 'transfer';
      host: string;
      account: DevnetAccount;
      transfer: TransferRequest;
      resolve(ok: boolean): void;
    }
  | {
      kind: 'sign-data';
      host: string;
      account: DevnetAccount;
      payload: SignDataPayload;
      resolve(ok: boolean): void;
    };

/** The request the wallet's dialog shows; one at a time, as in an extension popup. */
export const pendingRequestStore = createStore<PendingRequest | null>(null);
