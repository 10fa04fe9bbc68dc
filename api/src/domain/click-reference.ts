/**
 * The click reference: the application's reference (SF-…) as a query parameter of the bank's
 * address the visitor is sent to, so that the bank's postbacks can name the application
 * (docs/partners.md). Nothing else about the visitor goes into the address.
 */

/** The query parameter a bank receives the reference in, unless the catalog names another (clickParameter). */
export const DEFAULT_CLICK_PARAMETER = 'sf_ref';

/** `routingUrl` with `parameter=reference` added to its query (any query and fragment it has are kept). */
export function withClickReference(routingUrl: string, parameter: string, reference: string): string {
  const url = new URL(routingUrl);
  url.searchParams.set(parameter, reference);
  return url.toString();
}

/** Whether `routingUrl` has a query parameter of this name already (the catalog refuses that). */
export function hasQueryParameter(routingUrl: string, parameter: string): boolean {
  return new URL(routingUrl).searchParams.has(parameter);
}
