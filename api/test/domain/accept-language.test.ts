/** The visitor's language from Accept-Language and the country: the catalog answers and mails follow it. */
import { preferredLanguage } from '@storefront/shared/contract';
import { acceptedTags } from '../../src/domain/accept-language';

const languageOf = (country: 'ae' | 'sa' | 'pk', header: string | undefined) => preferredLanguage(country, acceptedTags(header));

describe('the language of a request', () => {
  it('is the most wanted language the market offers, by q then by order', () => {
    expect(languageOf('ae', 'ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOf('pk', 'en;q=0.4, ur-PK;q=0.9, ar;q=0.7')).toBe('ur');
    expect(languageOf('pk', 'ar, ur')).toBe('ar');
    expect(languageOf('sa', 'fr-FR, ar;q=0.5')).toBe('ar');
  });

  it('is English when the market does not offer the language asked for, none is asked for, or it is refused', () => {
    expect(languageOf('ae', 'ur-PK')).toBe('en');
    expect(languageOf('sa', undefined)).toBe('en');
    expect(languageOf('ae', 'ar;q=0, *')).toBe('en');
    expect(languageOf('pk', '<script>, ‮ur')).toBe('en');
  });
});
