// The wallet side of a ton_proof, written from the TON Connect spec independently of the code
// under test: what a real wallet signs when it connects with a proof request.
import { createHash } from 'node:crypto';
import { type Address, beginCell, storeStateInit, type StateInit } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey, sign } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

export function walletSignProof(
  keys: KeyPair,
  address: Address,
  domain: string,
  timestamp: number,
  payload: string,
): string {
  const domainBytes = Buffer.from(domain, 'utf8');
  const head = Buffer.alloc(4 + 32 + 4);
  head.writeInt32BE(address.workChain, 0);
  address.hash.copy(head, 4);
  head.writeUInt32LE(domainBytes.length, 36);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    head,
    domainBytes,
    ts,
    Buffer.from(payload),
  ]);
  const signed = sha256(
    Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect'), sha256(message)]),
  );
  return sign(signed, keys.secretKey).toString('base64');
}

/** The POST /auth/ton-proof body the web app sends after a wallet connected with a proof. */
export function proofRequestBody(
  keys: KeyPair,
  wallet: { address: Address; init: StateInit },
  opts: { domain: string; timestamp: number; payload: string; network: '-239' | '-3' },
) {
  return {
    address: wallet.address.toRawString(),
    network: opts.network,
    public_key: keys.publicKey.toString('hex'),
    proof: {
      timestamp: opts.timestamp,
      domain: { lengthBytes: Buffer.byteLength(opts.domain), value: opts.domain },
      payload: opts.payload,
      signature: walletSignProof(keys, wallet.address, opts.domain, opts.timestamp, opts.payload),
      state_init: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
    },
  };
}

/**
 * A new W5R1 wallet (testnet id, as the devnet signs) and the sign-in body it sends for the payload the API
 * issued: what a user connecting for the first time does.
 */
export async function newWalletSignIn(payload: string, timestamp: number) {
  const keys = await mnemonicToPrivateKey(await mnemonicNew());
  const wallet = WalletContractV5R1.create({
    workchain: 0,
    publicKey: keys.publicKey,
    walletId: { networkGlobalId: -3 },
  });
  return {
    wallet,
    body: proofRequestBody(keys, wallet, { domain: 'localhost:5173', timestamp, payload, network: '-3' }),
  };
}
