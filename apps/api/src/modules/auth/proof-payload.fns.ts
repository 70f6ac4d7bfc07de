import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A ton_proof payload this server issued: 16 random bytes (the id that makes it single-use),
// its expiry, and an HMAC binding both to this server's secret. Hex, 72 characters (≤ 128).
const MAC_BYTES = 16;
const DATA_BYTES = 20;

function mac(secret: string, data: Buffer): Buffer {
  return createHmac('sha256', secret)
    .update('atoll-ton-proof-payload')
    .update(data)
    .digest()
    .subarray(0, MAC_BYTES);
}

export function issuePayload(
  secret: string,
  now: number,
  ttlSeconds: number,
): { payload: string; id: string; expiresAt: number } {
  const data = Buffer.alloc(DATA_BYTES);
  randomBytes(16).copy(data, 0);
  const expiresAt = now + ttlSeconds;
  data.writeUInt32BE(expiresAt, 16);
  return {
    payload: Buffer.concat([data, mac(secret, data)]).toString('hex'),
    id: data.subarray(0, 16).toString('hex'),
    expiresAt,
  };
}

export type PayloadCheck =
  { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Whether `payload` is one we issued and still valid; says nothing about whether it was used. */
export function checkPayload(secret: string, payload: string, now: number): PayloadCheck {
  if (!/^[0-9a-f]{72}$/.test(payload)) return { ok: false, reason: 'malformed' };
  const bytes = Buffer.from(payload, 'hex');
  const data = bytes.subarray(0, DATA_BYTES);
  if (!timingSafeEqual(bytes.subarray(DATA_BYTES), mac(secret, data))) return { ok: false, reason: 'forged' };
  const expiresAt = data.readUInt32BE(16);
  if (expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, id: data.subarray(0, 16).toString('hex'), expiresAt };
}
