/**
 * Access tokens: short-lived JWTs carrying who the caller is (user id, role, venue). Every protected operation runs
 * `authenticate` and its declared role check (`requireRole`, src/server/http/operation-routes.ts); venue scoping is
 * the service context's (`http.venueContext()`).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, INVALID_TOKEN_MESSAGE } from '@/domain/errors';
import type { Role } from '@/domain/shared/enums';

/** What the access token says about its holder. */
export interface Principal {
  userId: number;
  role: Role;
  venueId: number | null;
  /**
   * The login (refresh-token family, decision 0003) the token was issued to, so a use case can end the account's
   * other sessions and keep this one. Absent on tokens signed outside a login (tests).
   */
  familyId?: string;
}

interface AccessClaims {
  sub: string;
  role: Role;
  vid: number | null;
  fam?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: Principal;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs an access token for the principal. */
    signAccessToken(principal: Principal): string;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; accessTokenTtlSeconds: number }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.accessTokenTtlSeconds, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], cache: true },
      formatUser: (claims) => ({
        userId: Number(claims.sub),
        role: claims.role,
        venueId: claims.vid,
        ...(claims.fam === undefined ? {} : { familyId: claims.fam }),
      }),
    });
    app.decorate('signAccessToken', (principal: Principal) =>
      app.jwt.sign({
        sub: String(principal.userId),
        role: principal.role,
        vid: principal.venueId,
        ...(principal.familyId === undefined ? {} : { fam: principal.familyId }),
      }),
    );
  },
  { name: 'auth' },
);

/**
 * onRequest hook: a missing, invalid or expired token answers 401 "Invalid Token" (refresh trigger:
 * docs/PRODUCT.md#api-auth).
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  try {
    await request.jwtVerify();
  } catch {
    throw new AppError('invalid_token', INVALID_TOKEN_MESSAGE);
  }
}

/** preHandler: the caller must hold one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roles.includes(request.user.role)) throw new AppError('forbidden');
  };
}
