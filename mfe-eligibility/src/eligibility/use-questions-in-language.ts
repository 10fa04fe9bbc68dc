import { useEffect } from 'react';
import { useQuestions, type CountryCode, type Language, type ProductType } from '@storefront/shared';
import { useLanguage } from '../i18n';

/** The language each list of questions was first shown in: kept beyond the step's mount. */
const shownIn = new WeakMap<object, Language>();

/**
 * The product's questions, as the API words them in the language shown: after a switch of
 * language they are asked for again (the answers, kept by option id, stay chosen).
 */
export function useQuestionsInLanguage(product: ProductType | null, countryCode: CountryCode) {
  const questions = useQuestions(product, countryCode);
  const language = useLanguage();
  const { data, mutate } = questions;
  if (data && !shownIn.has(data)) shownIn.set(data, language);
  useEffect(() => {
    if (data && shownIn.get(data) !== language) void mutate();
  }, [data, language, mutate]);
  return questions;
}
