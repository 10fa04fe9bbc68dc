import type { Language } from '@storefront/shared';

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

/** The chunk's name, for the spec's 'Loading chunk ... failed' text: one chunk per language. */
export function termsContentChunk(language: Language): string {
  return language === 'en' ? 'terms-content' : `terms-content-${language}`;
}

type TermsModule = { default: unknown };

/** Dynamic imports, so the terms text of each language is its own chunk, fetched only on this page and in that language. */
const chunks: Record<Language, () => Promise<TermsModule>> = {
  en: () => import(/* webpackChunkName: "terms-content" */ './terms-content.json'),
  ar: () => import(/* webpackChunkName: "terms-content-ar" */ './terms-content.ar.json'),
  ur: () => import(/* webpackChunkName: "terms-content-ur" */ './terms-content.ur.json'),
};

export async function loadTermsContent(language: Language = 'en'): Promise<TermsContent> {
  const module = await chunks[language]();
  return module.default as TermsContent;
}
