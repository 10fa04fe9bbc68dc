import type { onRequestHookHandler, RouteOptions } from 'fastify';

/** Adds `hook` after a route's own onRequest hooks (from an `onRoute` hook, as the route is declared). */
export function appendOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), hook];
}
