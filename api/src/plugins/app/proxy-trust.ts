import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../../config.js';

/** Whether the peer at `address`, `hop` proxies away from the API (0: the one connected), may be believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as the one function that decides, for Fastify's `trustProxy` (`request.ip`, which the
 * rate limits count by) and for the request id a proxy passes on: the same peers are believed for both.
 * Fastify ignores a bare hop count (it cannot tell a proxy from a client that reached the API
 * directly), so the count is given to it as this function: an operator who sets one states that
 * only the proxies can reach the API. Addresses and ranges are compiled by @fastify/proxy-addr,
 * which throws on an invalid one, so a mistyped setting stops the start.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
