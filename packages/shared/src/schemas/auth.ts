import { z } from 'zod/mini';
import { AddressSchema, Base64Schema, resultOf, UnixTimeSchema } from './common';

// Sign-in with TON Connect's ton_proof
// (docs/product-spec.md §3 "Auth", §7 "Product backend, authentication").

/** TON Connect chain ids: mainnet and testnet. */
export const TonNetworkSchema = z.enum(['-239', '-3']);
export type TonNetwork = z.infer<typeof TonNetworkSchema>;

/** SDK limits (@tonconnect/protocol): domain ≤ 128 bytes, payload ≤ 128 bytes, both together ≤ 222 bytes. */
export const TON_PROOF_MAX_DOMAIN_BYTES = 128;
export const TON_PROOF_MAX_PAYLOAD_BYTES = 128;
export const TON_PROOF_MAX_TOTAL_BYTES = 222;

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** Wallets send the timestamp as a number; some bridges stringify it. Both become a number. */
const ProofTimestampSchema = z.pipe(
  z.union([
    UnixTimeSchema,
    z.pipe(
      z.string().check(z.regex(/^[0-9]{1,16}$/, { message: 'expected unix seconds' })),
      z.transform(Number),
    ),
  ]),
  UnixTimeSchema.check(z.maximum(Number.MAX_SAFE_INTEGER)),
);

export const TonProofDomainSchema = z.strictObject({
  lengthBytes: z.int().check(z.nonnegative()),
  value: z.string().check(z.minLength(1)),
});
export type TonProofDomain = z.infer<typeof TonProofDomainSchema>;

export const TonProofSchema = z.strictObject({
  timestamp: ProofTimestampSchema,
  domain: TonProofDomainSchema,
  payload: z.string(),
  signature: Base64Schema,
  /** The wallet's `walletStateInit` (a base64 BoC of the StateInit cell). */
  state_init: Base64Schema,
});
export type TonProof = z.infer<typeof TonProofSchema>;

/** `POST /auth/ton-proof` body. */
export const TonProofRequestSchema = z
  .strictObject({
    address: AddressSchema,
    network: TonNetworkSchema,
    public_key: z
      .string()
      .check(z.regex(/^[0-9a-fA-F]{64}$/, { message: 'expected 32 bytes as 64 hex characters' })),
    proof: TonProofSchema,
  })
  .check(
    z.superRefine((request, ctx) => {
      const { domain, payload } = request.proof;
      const domainBytes = utf8ByteLength(domain.value);
      const payloadBytes = utf8ByteLength(payload);
      if (domain.lengthBytes !== domainBytes) {
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'domain', 'lengthBytes'],
          message: `lengthBytes must equal the UTF-8 length of domain.value (${domainBytes})`,
        });
      }
      if (domainBytes > TON_PROOF_MAX_DOMAIN_BYTES) {
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'domain', 'value'],
          message: `domain exceeds ${TON_PROOF_MAX_DOMAIN_BYTES} bytes`,
        });
      }
      if (payloadBytes > TON_PROOF_MAX_PAYLOAD_BYTES) {
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'payload'],
          message: `payload exceeds ${TON_PROOF_MAX_PAYLOAD_BYTES} bytes`,
        });
      }
      if (domainBytes + payloadBytes > TON_PROOF_MAX_TOTAL_BYTES) {
        ctx.addIssue({
          code: 'custom',
          path: ['proof', 'payload'],
          message: `domain and payload together exceed ${TON_PROOF_MAX_TOTAL_BYTES} bytes`,
        });
      }
    }),
  );
export type TonProofRequest = z.infer<typeof TonProofRequestSchema>;
export type TonProofRequestInput = z.input<typeof TonProofRequestSchema>;

/** `GET /auth/ton-proof`: the server-signed, single-use payload the wallet signs. */
export const TonProofPayloadResponseSchema = resultOf(
  z.object({ payload: z.string().check(z.minLength(1)) }),
);
export type TonProofPayloadResponse = z.infer<typeof TonProofPayloadResponseSchema>;

/** `POST /auth/ton-proof`: the session token (sent back as `Authorization: Bearer <token>`). */
export const TonProofTokenResponseSchema = resultOf(z.object({ token: z.string().check(z.minLength(1)) }));
export type TonProofTokenResponse = z.infer<typeof TonProofTokenResponseSchema>;

/** `GET /auth/check`: when the session ends (unix seconds) and whose it is. */
export const AuthCheckResponseSchema = resultOf(
  z.object({ expires_at: UnixTimeSchema, wallet: AddressSchema }),
);
export type AuthCheckResponse = z.infer<typeof AuthCheckResponseSchema>;
