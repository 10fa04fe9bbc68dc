import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { preferredLanguage, type Language } from '@storefront/shared/contract';
import type { FastifyRequest } from 'fastify';
import { acceptedTags } from '../../domain/accept-language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's language: the first of Accept-Language's languages (by q) that the country of
     * X-Country-Key offers, English when none is. An answer that reads it varies by Accept-Language.
     */
    readonly language: Language;
  }
}

/** The header in a route's schema, for OpenAPI, on the routes whose texts follow it. */
export const LanguageHeaders = Type.Object({
  'accept-language': Type.Optional(Type.String({
    description:
      'The visitor\'s language (en, ar, or ur in Pakistan): catalog texts answer in it, falling back to English text by text; ' +
      'a language the country does not offer answers in English. The answer carries Vary: Accept-Language.',
  })),
});

const chosen = new WeakMap<object, Language>();

/** `request.language`, worked out on first use; the answers of the requests that used it vary by the header. */
export default fp(async (app) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      let language = chosen.get(this);
      if (!language) {
        language = preferredLanguage(this.country, acceptedTags(this.headers['accept-language']));
        chosen.set(this, language);
      }
      return language;
    },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (chosen.has(request)) {
      const vary = reply.getHeader('vary');
      const names = String(vary ?? '').split(',').map((v) => v.trim().toLowerCase());
      if (!names.includes('accept-language')) reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
    done(null, payload);
  });
}, { name: 'language', dependencies: ['country'] });
