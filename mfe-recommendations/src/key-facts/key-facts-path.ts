/** The Key Facts page of a product: /key-facts/{productId}. */
export const keyFactsPath = (productId: number) => `/key-facts/${productId}`;

/** The product id of a Key Facts path, or null when the path names none. */
export function productIdOfKeyFactsPath(pathname: string): number | null {
  const match = /^\/key-facts\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
