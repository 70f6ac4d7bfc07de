import jwt from '@fastify/jwt';
import { Address } from '@ton/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { AppError } from '../errors';

export interface SessionClaims {
  /** The wallet, raw form. */
  sub: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in wallet; set by `requireWallet`. */
    wallet?: Address;
  }
}

/** Session tokens: HS256 only (an `alg: none` or RS token is refused), expiring within 24 h. */
export async function registerSessions(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(jwt, {
    secret: env.JWT_SECRET,
    sign: { algorithm: 'HS256', expiresIn: env.JWT_TTL_SECONDS },
    verify: { algorithms: ['HS256'] },
  });
}

/** preHandler for authenticated routes: the spec's texts for each failure. */
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
}
