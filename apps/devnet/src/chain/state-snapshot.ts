import { type Blockchain, type SmartContract, snapshotToSerializable } from '@ton/sandbox';

type BlockchainSnapshot = Parameters<typeof snapshotToSerializable>[0];
type SerializableSnapshot = ReturnType<typeof snapshotToSerializable>;

const field = <T>(from: object, name: string): T => Reflect.get(from, name) as T;

/**
 * The sandbox's serializable snapshot of the whole chain, built from the BoC each account is
 * already stored as.
 *
 * Why: `snapshotToSerializable(blockchain.snapshot())` parses every account's whole state, deep-
 * copies it and serialises it back, for every account on every save. With the market running
 * that took 90 ms (up to 230 ms) of one blocked event loop for each 400 ms block. The accounts
 * here go out as the BoCs the sandbox holds; the rest of the snapshot is the sandbox's own code.
 * A test holds the result to the sandbox's own snapshot.
 */
export function serializableState(blockchain: Blockchain): SerializableSnapshot {
  const rest = snapshotToSerializable({
    contracts: [] as BlockchainSnapshot['contracts'],
    networkConfig: field(blockchain, 'networkConfig'),
    lt: field(blockchain, 'currentLt'),
    time: field(blockchain, 'currentTime'),
    verbosity: { ...field<BlockchainSnapshot['verbosity']>(blockchain, 'logsVerbosity') },
    libs: field(blockchain, 'globalLibs'),
    nextCreateWalletIndex: field(blockchain, 'nextCreateWalletIndex'),
    prevBlocksInfo: field(blockchain, 'prevBlocksInfo'),
    randomSeed: field(blockchain, 'randomSeed'),
    autoDeployLibs: field(blockchain, 'autoDeployLibs'),
    transactions: [],
  });
  const storage = field<{ knownContracts(): SmartContract[] }>(blockchain, 'storage');
  rest.contracts = storage.knownContracts().map((c) => ({
    account: field<string>(c, '_account'),
    address: c.address.toString(),
    lastTxTime: field<number>(c, 'lastTxTime'),
    verbosity: field(c, '_verbosity'),
  }));
  return rest;
}
