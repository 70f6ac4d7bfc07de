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

export const authRoutes =
  (auth: AuthService, env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    // stricter limits than the rest of the API: these endpoints are what an attacker would hammer
    const limited = { config: { rateLimit: false as const }, onRequest: signInRateLimit(app, env) };

    app.get(
      '/auth/ton-proof',
      { ...limited, schema: { tags: ['auth'], response: { 200: TonProofPayloadResponseSchema } } },
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
          body: TonProofRequestSchema,
          response: { 200: TonProofTokenResponseSchema },
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
          summary:
            'Signs the wallet out of every session, on a text the wallet signed (TON Connect signData)',
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
        schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: AuthCheckResponseSchema } },
      },
      async (req) => {
        const claims = req.user as SessionClaims;
        return { result: { expires_at: claims.exp, wallet: req.wallet!.toRawString() } };
      },
    );
  };
