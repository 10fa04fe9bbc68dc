/** Component tests of a page in Arabic or Urdu: the visitor's browser, antd's texts, and what is left in English. */
import { act } from '@testing-library/react';
import { activateLanguage, type CountryCode } from '@storefront/shared';

/** A visitor whose browser asks for this language, the store switched to it before the page shows. */
export async function visitIn(language: 'ar' | 'ur', country: CountryCode): Promise<void> {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([`${language}-${country.toUpperCase()}`]);
  await act(() => activateLanguage(language, country));
}

/** antd's own texts of the language arrive in a chunk of their own: the page is used once they have. */
export const antdTextsLoaded = (): Promise<void> => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

/**
 * Words in Latin letters the visitor would read or hear: texts, and the names and hints of controls
 * (antd's own icons, named in English by the kit in every language, aside). A text left in English shows here.
 */
export function latinWordsShown(root: HTMLElement = document.body): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    if (element.closest('[aria-hidden="true"], .anticon')) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
}
