import { Address } from '@ton/core';
import { badRequest } from '../tonapi/errors';

// The faucet reads its body itself (any content type, or none), so that every mistake a
// developer can make with curl gets a 400 that says which one it was.

/** The faucet's request body: `{"address": "<TON address>"}`, raw or user-friendly. */
export function parseFaucetRequest(raw: unknown): Address {
  let body = raw;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    if (!text.trim()) throw badRequest('missing body: send {"address": "<TON address>"}');
    try {
      body = JSON.parse(text) as unknown;
    } catch (error) {
      throw badRequest(`body is not valid JSON (${(error as Error).message})`);
    }
  }
  if (body === undefined || body === null)
    throw badRequest('missing body: send {"address": "<TON address>"}');
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('body must be a JSON object: {"address": "<TON address>"}');
  const { address } = body as { address?: unknown };
  if (address === undefined) throw badRequest('missing "address": send {"address": "<TON address>"}');
  if (typeof address !== 'string') throw badRequest('"address" must be a string');
  let parsed: Address;
  try {
    parsed = Address.parse(address.trim());
  } catch {
    throw badRequest(`invalid address "${address}": expected raw (0:<64 hex>) or user-friendly form`);
  }
  if (parsed.workChain !== 0)
    throw badRequest(
      `address is in workchain ${parsed.workChain}: the faucet funds basechain (workchain 0) addresses only`,
    );
  return parsed;
}
