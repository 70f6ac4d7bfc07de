import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import { Address } from '@ton/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { AppError } from '../errors';

export interface SessionClaims {
  /** The wallet, raw form. */
  sub: string;
  /** A random id per token, so one token can be named (logged, revoked) without its wallet. */
  jti: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; jti: string };
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The last second whose tokens of `wallet` (raw) are revoked ("sign out everywhere"), or null. */
    sessionCutoff(wallet: string): Promise<number | null>;
  }
  interface FastifyRequest {
    /** The signed-in wallet; set by `requireWallet`. */
    wallet?: Address;
  }
}

/**
 * Session tokens: HS256 only (an `alg: none` or RS token is refused), expiring within 24 h, naming this API as
 * issuer and the web app as audience; a token minted for another service with the same secret is refused.
 */
export async function registerSessions(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(jwt, {
    secret: env.JWT_SECRET,
    sign: { algorithm: 'HS256', expiresIn: env.JWT_TTL_SECONDS, iss: env.JWT_ISSUER, aud: env.JWT_AUDIENCE },
    verify: {
      algorithms: ['HS256'],
      allowedIss: env.JWT_ISSUER,
      allowedAud: env.JWT_AUDIENCE,
      requiredClaims: ['iss', 'aud', 'jti'],
    },
  });
}

/** Where requireWallet reads each wallet's "sign out everywhere" cutoff. */
export function registerSessionCutoffs(
  app: FastifyInstance,
  cutoff: (wallet: string) => Promise<number | null>,
): void {
  app.decorate('sessionCutoff', cutoff);
}

/** A new session token for `wallet`. */
export const signSession = (app: FastifyInstance, wallet: Address): string =>
  app.jwt.sign({ sub: wallet.toRawString(), jti: randomUUID() });

/** preHandler for authenticated routes: the texts of docs/product-spec.md §8 for each failure. */
export async function requireWallet(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) throw new AppError('UNAUTHORIZED');
  let claims: SessionClaims;
  try {
    claims = await request.jwtVerify<SessionClaims>();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw new AppError('TOKEN_EXPIRED');
    throw new AppError('TOKEN_INVALID');
  }
  try {
    request.wallet = Address.parseRaw(claims.sub);
  } catch {
    throw new AppError('TOKEN_INVALID');
  }
  // a token issued at or before the wallet signed out everywhere is refused like any invalid one
  const cutoff = await request.server.sessionCutoff(claims.sub);
  if (cutoff !== null && claims.iat <= cutoff)
    throw new AppError('TOKEN_INVALID', undefined, undefined, { reason: 'signed out everywhere' });
}
