/**
 * A catalog draft previewed on the storefront: the rules the storefront's pages and the public API
 * share. No TypeBox here: the front ends bundle it without the schema library.
 *
 * An operator's preview link opens the storefront with `?preview=<token>`; the tab keeps the token
 * and sends it on every call to the public API in one header, which then answers from the draft.
 */

/** The request header that carries a preview token. */
export const catalogPreviewHeader = 'X-Catalog-Preview';
/** The preview link's query parameter on the storefront's address. */
export const catalogPreviewParam = 'preview';
