import {
  AuthCheckResponseSchema,
  TonProofPayloadResponseSchema,
  TonProofRequestSchema,
  TonProofTokenResponseSchema,
} from '@atoll/shared';
import { SignOutEverywhereRequestSchema, SignOutEverywhereResponseSchema } from '@atoll/shared/sign-out';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import { requireWallet, type SessionClaims } from '../../plugins/auth';
import { signInRateLimit } from '../../plugins/security';
import type { AuthService } from './auth.service';
import { errorResponses } from '../../plugins/docs';

export const authRoutes =
  (auth: AuthService, env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    // stricter limits than the rest of the API: these endpoints are what an attacker would hammer
    const limited = { config: { rateLimit: false as const }, onRequest: signInRateLimit(app, env) };

    app.get(
      '/auth/ton-proof',
      {
        ...limited,
        schema: {
          tags: ['auth'],
          operationId: 'getTonProofPayload',
          summary: 'A sign-in payload for ton_proof',
          description:
            'A single-use payload (random id, expiry, HMAC) for the wallet to sign in its TON Connect ' +
            'ton_proof; valid for `PROOF_PAYLOAD_TTL_SECONDS`. Sign-in has its own, stricter rate limit, ' +
            'which fails closed: 503 when it cannot count.',
          response: { 200: TonProofPayloadResponseSchema, ...errorResponses('RATE_LIMITED', 'OVERLOADED') },
        },
      },
      async () => ({
        result: auth.issuePayload(),
      }),
    );

    app.post(
      '/auth/ton-proof',
      {
        ...limited,
        schema: {
          tags: ['auth'],
          operationId: 'signInWithTonProof',
          summary: 'Sign in with a ton_proof',
          description:
            "Checks the proof (the TON Connect layout, the state init bound to the address, the wallet's key, " +
            'the allowed domains, the timestamp window, the network), spends its payload and returns a ' +
            'session token (HS256 JWT, at most 24 h) for `Authorization: Bearer`. A proof that fails answers ' +
            'only `PROOF_INVALID`.',
          body: TonProofRequestSchema,
          response: {
            200: TonProofTokenResponseSchema,
            ...errorResponses('PROOF_INVALID', 'RATE_LIMITED', 'CHAIN_UNAVAILABLE', 'OVERLOADED'),
          },
        },
      },
      async (req) => ({ result: await auth.signIn(req.body) }),
    );

    app.post(
      '/auth/sign-out-everywhere',
      {
        ...limited,
        schema: {
          tags: ['auth'],
          operationId: 'signOutEverywhere',
          summary: 'Sign the wallet out of every session',
          description:
            'Takes a text the wallet signed (TON Connect signData, text type) naming a single-use code from ' +
            '`GET /auth/ton-proof`, checks the signature with the key the wallet contract holds, and refuses every ' +
            'session token of that wallet issued until now.',
          body: SignOutEverywhereRequestSchema,
          response: { 200: SignOutEverywhereResponseSchema },
        },
      },
      async (req) => ({ result: await auth.signOutEverywhere(req.body) }),
    );

    app.get(
      '/auth/check',
      {
        preHandler: requireWallet,
        schema: {
          tags: ['auth'],
          operationId: 'checkSession',
          summary: "The session token's wallet and expiry",
          description:
            'Answers the wallet the bearer token was issued to and when the token expires (unix seconds).',
          response: { 200: AuthCheckResponseSchema },
        },
      },
      async (req) => {
        const claims = req.user as SessionClaims;
        return { result: { expires_at: claims.exp, wallet: req.wallet!.toRawString() } };
      },
    );
  };
