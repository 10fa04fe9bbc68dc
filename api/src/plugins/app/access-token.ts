import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { presentedTokenHash } from '../../services/access.js';

/** The request header that carries a visitor's access token (services/access.ts). */
export const accessTokenHeader = 'x-access-token';

/**
 * The header in a route's schema, for the routes that need it: documented in OpenAPI on each of
 * them. Optional for validation, because a missing token is answered like a wrong one (404), not
 * with a 400 that would tell the two apart from an unknown id.
 */
export const AccessTokenHeaders = Type.Object({
  [accessTokenHeader]: Type.Optional(Type.String({
    description:
      'The accessToken returned when the customer was created. Required: without it, or with another one, ' +
      'the answer is 404, as for an id that does not exist.',
  })),
});

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 of the request's X-Access-Token, or null when it carries none that can be a token. */
    readonly accessTokenHash: Buffer | null;
  }
}

const hashes = new WeakMap<object, Buffer | null>();

/** `request.accessTokenHash`, worked out on first use: the calls that need no token never hash one. */
export default fp(async (app) => {
  app.decorateRequest('accessTokenHash', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      if (!hashes.has(this)) hashes.set(this, presentedTokenHash(this.headers[accessTokenHeader]));
      return hashes.get(this) ?? null;
    },
  });
}, { name: 'access-token' });
