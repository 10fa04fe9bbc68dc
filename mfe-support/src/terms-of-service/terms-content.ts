/** Spec section 2, "Terms page": each section has Heading, Content and optional options. */
export interface TermsOptions {
  tagLine: string;
  list: string[];
}
export interface TermsSection {
  Heading: string;
  Content: string;
  options?: TermsOptions;
}
export interface TermsContent {
  sections: TermsSection[];
}

/** The chunk's name, for the spec's 'Loading chunk ... failed' text. */
export const termsContentChunk = 'terms-content';

/** A dynamic import, so the terms text is its own chunk, fetched only on this page. */
export async function loadTermsContent(): Promise<TermsContent> {
  const module = await import(/* webpackChunkName: "terms-content" */ './terms-content.json');
  return module.default as TermsContent;
}
