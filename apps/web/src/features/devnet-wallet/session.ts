import type { AccountSecret } from './accounts';
import type { SessionStore } from './bridge';

// What an extension keeps in its own storage: the connected account and imported mnemonics.
// Devnet coins only, so plain localStorage is fine here (never on testnet/mainnet builds).

export const SESSION_KEY = 'atoll.devnet-wallet.session';
export const IMPORTED_KEY = 'atoll.devnet-wallet.imported';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSecret(value: unknown): value is AccountSecret {
  const secret = value as AccountSecret | null;
  return (
    typeof secret?.name === 'string' &&
    Array.isArray(secret.mnemonic) &&
    secret.mnemonic.every((word: unknown) => typeof word === 'string')
  );
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function createSessionStore(storage: KeyValueStorage = localStorage): SessionStore {
  return {
    get: () => {
      const value = readJson(storage, SESSION_KEY);
      return isSecret(value) ? value : null;
    },
    set: (secret) => storage.setItem(SESSION_KEY, JSON.stringify(secret)),
    clear: () => storage.removeItem(SESSION_KEY),
  };
}

export function loadImportedAccounts(storage: KeyValueStorage = localStorage): AccountSecret[] {
  const value = readJson(storage, IMPORTED_KEY);
  return Array.isArray(value) ? value.filter(isSecret) : [];
}

export function saveImportedAccount(
  secret: AccountSecret,
  storage: KeyValueStorage = localStorage,
): AccountSecret[] {
  const accounts = loadImportedAccounts(storage).filter(
    (account) => account.mnemonic.join(' ') !== secret.mnemonic.join(' '),
  );
  accounts.push(secret);
  storage.setItem(IMPORTED_KEY, JSON.stringify(accounts));
  return accounts;
}
