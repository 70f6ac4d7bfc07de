import { Address } from '@ton/core';
import { sign } from '@ton/crypto';
import { deriveAccount, tonAddrItem, type AccountSecret, type DevnetAccount } from './accounts';
import { signDataHash, signTonProof, type SignDataPayload } from './ton-proof';
import {
  BadRequestError,
  MAX_MESSAGES,
  parseTransferRequest,
  signTransfer,
  type TransferRequest,
} from './transfer';

// The injected TON Connect bridge (`window.atollDevnetWallet.tonconnect`) that a browser-extension
// wallet would provide, per the JS bridge contract of docs/chain-notes.md §2.

export const DEVNET_WALLET_APP_NAME = 'atoll-devnet-wallet';
export const DEVNET_WALLET_JS_BRIDGE_KEY = 'atollDevnetWallet';
export const DEVNET_WALLET_NAME = 'Atoll devnet wallet';
const APP_VERSION = '0.1.0';

/** TON Connect wallet error codes (docs/product-spec.md §8). */
export const WALLET_ERROR = {
  unknown: 0,
  badRequest: 1,
  manifestNotFound: 2,
  manifestContent: 3,
  unknownApp: 100,
  userRejects: 300,
  methodNotSupported: 400,
} as const;

export interface WalletUi {
  /** Resolves with the account the user picked, or null when they rejected. */
  approveConnect(request: { host: string; appName: string }): Promise<DevnetAccount | null>;
  /** Resolves true to sign and send. `send` runs while the dialog shows progress. */
  approveTransfer(request: {
    host: string;
    account: DevnetAccount;
    transfer: TransferRequest;
  }): Promise<boolean>;
  approveSignData(request: {
    host: string;
    account: DevnetAccount;
    payload: SignDataPayload;
  }): Promise<boolean>;
}

export interface SessionStore {
  get(): AccountSecret | null;
  set(secret: AccountSecret): void;
  clear(): void;
}

export interface BridgeDeps {
  ui: WalletUi;
  session: SessionStore;
  chain: {
    getWalletState(rawAddress: string): Promise<{ deployed: boolean; seqno: number }>;
    sendBoc(bocBase64: string): Promise<void>;
  };
  fetchManifest(url: string): Promise<unknown>;
  /** The page's host (`localhost:5173`): the proof domain, as an extension knows the tab's origin. */
  host(): string;
  /** Unix seconds. */
  now(): number;
}

interface ConnectRequest {
  manifestUrl: string;
  items: ({ name: 'ton_addr' } | { name: 'ton_proof'; payload: string })[];
}

interface RpcRequest {
  method: string;
  params: string[];
  id: string;
}

type RpcResponse = { result: unknown; id: string } | { error: { code: number; message: string }; id: string };

export const deviceInfo = {
  platform: 'browser' as const,
  appName: DEVNET_WALLET_APP_NAME,
  appVersion: APP_VERSION,
  maxProtocolVersion: 2,
  features: [
    { name: 'SendTransaction' as const, maxMessages: MAX_MESSAGES },
    { name: 'SignData' as const, types: ['text' as const, 'binary' as const] },
  ],
};

function isManifest(value: unknown): value is { url: string; name: string; iconUrl: string } {
  const manifest = value as Record<string, unknown> | null;
  return (
    typeof manifest?.url === 'string' &&
    typeof manifest.name === 'string' &&
    typeof manifest.iconUrl === 'string'
  );
}

function parseSignData(param: unknown): SignDataPayload {
  const body = (typeof param === 'string' ? JSON.parse(param) : param) as Record<string, unknown> | null;
  if (body?.type === 'text' && typeof body.text === 'string') return { type: 'text', text: body.text };
  if (body?.type === 'binary' && typeof body.bytes === 'string') return { type: 'binary', bytes: body.bytes };
  throw new BadRequestError('Only text and binary payloads are supported');
}

export interface WalletListing {
  imageUrl: string;
  aboutUrl: string;
}

export function createBridge(deps: BridgeDeps, listing: WalletListing) {
  let eventId = 0;
  const listeners = new Set<(event: unknown) => void>();
  let current: DevnetAccount | null = null;

  const connectError = (code: number, message: string) => ({
    event: 'connect_error' as const,
    id: ++eventId,
    payload: { code, message },
  });

  async function activeAccount(): Promise<DevnetAccount | null> {
    if (current) return current;
    const secret = deps.session.get();
    if (!secret) return null;
    current = await deriveAccount(secret);
    return current;
  }

  async function connect(protocolVersion: number, request: ConnectRequest) {
    if (protocolVersion > deviceInfo.maxProtocolVersion) {
      return connectError(WALLET_ERROR.badRequest, `Unsupported protocol version ${protocolVersion}`);
    }
    let manifest: unknown;
    try {
      manifest = await deps.fetchManifest(request.manifestUrl);
    } catch {
      return connectError(WALLET_ERROR.manifestNotFound, 'Manifest not found');
    }
    if (!isManifest(manifest)) return connectError(WALLET_ERROR.manifestContent, 'Manifest content error');

    const host = deps.host();
    const account = await deps.ui.approveConnect({ host, appName: manifest.name });
    if (!account) return connectError(WALLET_ERROR.userRejects, 'User rejects');
    current = account;
    deps.session.set({ name: account.name, mnemonic: account.mnemonic });

    const items: unknown[] = [tonAddrItem(account)];
    const proofItem = request.items.find((item) => item.name === 'ton_proof');
    if (proofItem && 'payload' in proofItem) {
      const proof = signTonProof({
        address: account.contract.address,
        domain: host,
        timestamp: deps.now(),
        payload: proofItem.payload,
        secretKey: account.keys.secretKey,
      });
      items.push({ name: 'ton_proof', proof });
    }
    return { event: 'connect' as const, id: ++eventId, payload: { items, device: deviceInfo } };
  }

  async function restoreConnection() {
    const account = await activeAccount().catch(() => null);
    if (!account) return connectError(WALLET_ERROR.unknownApp, 'No session to restore');
    return {
      event: 'connect' as const,
      id: ++eventId,
      payload: { items: [tonAddrItem(account)], device: deviceInfo },
    };
  }

  async function sendTransaction(param: unknown, id: string, account: DevnetAccount): Promise<RpcResponse> {
    const transfer = parseTransferRequest(param, account.contract.address, deps.now());
    const approved = await deps.ui.approveTransfer({ host: deps.host(), account, transfer });
    if (!approved) return { error: { code: WALLET_ERROR.userRejects, message: 'User rejects' }, id };
    const rawAddress = account.contract.address.toRawString();
    const state = await deps.chain.getWalletState(rawAddress);
    const boc = signTransfer({ account, seqno: state.seqno, deployed: state.deployed, request: transfer })
      .toBoc()
      .toString('base64');
    await deps.chain.sendBoc(boc);
    return { result: boc, id };
  }

  async function signData(param: unknown, id: string, account: DevnetAccount): Promise<RpcResponse> {
    const payload = parseSignData(param);
    const approved = await deps.ui.approveSignData({ host: deps.host(), account, payload });
    if (!approved) return { error: { code: WALLET_ERROR.userRejects, message: 'User rejects' }, id };
    const timestamp = deps.now();
    const domain = deps.host();
    const address: Address = account.contract.address;
    const signature = sign(signDataHash(address, domain, timestamp, payload), account.keys.secretKey);
    return {
      result: {
        signature: signature.toString('base64'),
        address: address.toRawString(),
        timestamp,
        domain,
        payload,
      },
      id,
    };
  }

  async function send(request: RpcRequest): Promise<RpcResponse> {
    const { id } = request;
    try {
      const account = await activeAccount();
      if (request.method === 'disconnect') {
        return { result: {}, id };
      }
      if (!account)
        return { error: { code: WALLET_ERROR.unknownApp, message: 'Wallet is not connected' }, id };
      if (request.method === 'sendTransaction') return await sendTransaction(request.params[0], id, account);
      if (request.method === 'signData') return await signData(request.params[0], id, account);
      return { error: { code: WALLET_ERROR.methodNotSupported, message: 'Method not supported' }, id };
    } catch (error) {
      const code = error instanceof BadRequestError ? WALLET_ERROR.badRequest : WALLET_ERROR.unknown;
      return { error: { code, message: error instanceof Error ? error.message : String(error) }, id };
    }
  }

  return {
    deviceInfo,
    walletInfo: {
      name: DEVNET_WALLET_NAME,
      app_name: DEVNET_WALLET_APP_NAME,
      image: listing.imageUrl,
      about_url: listing.aboutUrl,
      platforms: ['chrome' as const],
    },
    protocolVersion: 2,
    isWalletBrowser: false,
    connect,
    restoreConnection,
    send,
    listen(callback: (event: unknown) => void) {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
    /** A no-op (docs/chain-notes.md §2): the dApp forgets the connection itself. */
    disconnect() {},
  };
}

export type DevnetBridge = ReturnType<typeof createBridge>;
