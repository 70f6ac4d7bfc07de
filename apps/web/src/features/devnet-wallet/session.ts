import { createPersisted, type KeyValueStorage } from '../../lib/persisted';
import type { AccountSecret } from './accounts';
import type { SessionStore } from './bridge';

// What an extension keeps in its own storage: the connected account and imported mnemonics, through
// lib/persisted (versioned). Devnet coins only, so plain localStorage is fine here (never on testnet/mainnet
// builds).

export const SESSION_KEY = 'atoll.devnet-wallet.session';
export const IMPORTED_KEY = 'atoll.devnet-wallet.imported';

function isSecret(value: unknown): value is AccountSecret {
  const secret = value as AccountSecret | null;
  return (
    typeof secret?.name === 'string' &&
    Array.isArray(secret.mnemonic) &&
    secret.mnemonic.every((word: unknown) => typeof word === 'string')
  );
}

const storageOption = (storage: KeyValueStorage | undefined) =>
  storage === undefined ? {} : { storage: () => storage };

const sessionOn = (storage?: KeyValueStorage) =>
  createPersisted<AccountSecret>({
    key: SESSION_KEY,
    version: 1,
    parse: (data) => (isSecret(data) ? data : null),
    ...storageOption(storage),
  });

const importedOn = (storage?: KeyValueStorage) =>
  createPersisted<AccountSecret[]>({
    key: IMPORTED_KEY,
    version: 1,
    parse: (data) => (Array.isArray(data) ? data.filter(isSecret) : null),
    ...storageOption(storage),
  });

export function createSessionStore(storage?: KeyValueStorage): SessionStore {
  const session = sessionOn(storage);
  return { get: () => session.read(), set: (secret) => session.write(secret), clear: () => session.clear() };
}

export function loadImportedAccounts(storage?: KeyValueStorage): AccountSecret[] {
  return importedOn(storage).read() ?? [];
}

export function saveImportedAccount(secret: AccountSecret, storage?: KeyValueStorage): AccountSecret[] {
  const accounts = loadImportedAccounts(storage).filter(
    (account) => account.mnemonic.join(' ') !== secret.mnemonic.join(' '),
  );
  accounts.push(secret);
  importedOn(storage).write(accounts);
  return accounts;
}
