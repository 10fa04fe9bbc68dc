import useSWR from 'swr';
import { useLanguage } from '../i18n';
import { loadTermsContent } from './terms-content';

/** The terms in the language shown; they never change while the page is open: each loads once, no revalidation. */
export function useTermsContent() {
  const language = useLanguage();
  const swr = useSWR(['mfe-support/terms-content', language], ([, wanted]) => loadTermsContent(wanted), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { ...swr, language };
}
