import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadStateInit,
  SendMode,
  storeMessage,
  type MessageRelaxed,
} from '@ton/core';
import type { DevnetAccount } from './accounts';
import { DEVNET_NETWORK } from './accounts';

// sendTransaction as a W5R1 wallet app does it: validate the request, sign a transfer, wrap it in
// an external-in message (with the state init while the wallet is not deployed yet).

/** docs/product-spec.md §5 "Wallet protocol": a wallet takes 1, 4 or 255 messages at once; this one 4. */
export const MAX_MESSAGES = 4;

export interface TransferMessage {
  address: string;
  amount: string;
  payload?: string;
  stateInit?: string;
}

export interface TransferRequest {
  validUntil: number;
  messages: TransferMessage[];
}

export class BadRequestError extends Error {
  override name = 'BadRequestError';
}

function parseAddress(value: string): { address: Address; bounce: boolean } {
  if (Address.isFriendly(value)) {
    const { address, isBounceable } = Address.parseFriendly(value);
    return { address, bounce: isBounceable };
  }
  if (Address.isRaw(value)) return { address: Address.parseRaw(value), bounce: true };
  throw new BadRequestError(`Invalid address: ${value}`);
}

function parseCell(value: string, what: string): Cell {
  try {
    return Cell.fromBase64(value);
  } catch {
    throw new BadRequestError(`Invalid ${what} BoC`);
  }
}

const MESSAGE_KEYS = new Set(['address', 'amount', 'payload', 'stateInit', 'extra_currency']);

/**
 * `params[0]` of a sendTransaction request: `{valid_until, network?, from?, messages}`
 * (docs/product-spec.md §5: non-empty, digit amounts, valid addresses, no unknown properties).
 */
export function parseTransferRequest(
  param: unknown,
  fromAddress: Address,
  nowSeconds: number,
): TransferRequest {
  let body: unknown;
  try {
    body = typeof param === 'string' ? JSON.parse(param) : param;
  } catch {
    throw new BadRequestError('Request is not JSON');
  }
  const { valid_until: validUntil, network, from, messages } = (body ?? {}) as Record<string, unknown>;
  if (network !== undefined && network !== DEVNET_NETWORK)
    throw new BadRequestError(`Wrong network: ${String(network)}`);
  if (from !== undefined && (typeof from !== 'string' || !parseAddress(from).address.equals(fromAddress))) {
    throw new BadRequestError('The request is for another wallet');
  }
  if (validUntil !== undefined && (typeof validUntil !== 'number' || validUntil < nowSeconds)) {
    throw new BadRequestError('Request expired');
  }
  if (!Array.isArray(messages) || messages.length === 0) throw new BadRequestError('No messages');
  if (messages.length > MAX_MESSAGES) throw new BadRequestError(`At most ${MAX_MESSAGES} messages`);
  const parsed = messages.map((raw: unknown): TransferMessage => {
    const message = (raw ?? {}) as Record<string, unknown>;
    const unknownKey = Object.keys(message).find((key) => !MESSAGE_KEYS.has(key));
    if (unknownKey) throw new BadRequestError(`Unknown message property: ${unknownKey}`);
    const { address, amount, payload, stateInit } = message;
    if (typeof address !== 'string') throw new BadRequestError('Message address missing');
    parseAddress(address);
    if (typeof amount !== 'string' || !/^[0-9]+$/.test(amount))
      throw new BadRequestError('Amount must be digits');
    if (payload !== undefined && typeof payload !== 'string')
      throw new BadRequestError('Payload must be base64');
    if (stateInit !== undefined && typeof stateInit !== 'string')
      throw new BadRequestError('stateInit must be base64');
    if (payload) parseCell(payload, 'payload');
    if (stateInit) parseCell(stateInit, 'stateInit');
    return { address, amount, ...(payload ? { payload } : {}), ...(stateInit ? { stateInit } : {}) };
  });
  return { validUntil: typeof validUntil === 'number' ? validUntil : nowSeconds + 300, messages: parsed };
}

export function toInternalMessage(message: TransferMessage): MessageRelaxed {
  const { address, bounce } = parseAddress(message.address);
  return internal({
    to: address,
    value: BigInt(message.amount),
    bounce,
    body: message.payload ? parseCell(message.payload, 'payload') : undefined,
    init: message.stateInit
      ? loadStateInit(parseCell(message.stateInit, 'stateInit').beginParse())
      : undefined,
  });
}

export interface SignTransferInput {
  account: DevnetAccount;
  seqno: number;
  deployed: boolean;
  request: TransferRequest;
}

/** The signed external-in message: the `boc` a wallet returns and posts to the network. */
export function signTransfer({ account, seqno, deployed, request }: SignTransferInput): Cell {
  const body = account.contract.createTransfer({
    seqno,
    secretKey: account.keys.secretKey,
    messages: request.messages.map(toInternalMessage),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: request.validUntil,
  });
  const message = external({
    to: account.contract.address,
    init: deployed ? undefined : account.contract.init,
    body,
  });
  return beginCell().store(storeMessage(message)).endCell();
}
