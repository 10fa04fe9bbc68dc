import useSWR from 'swr';
import { loadTermsContent } from './terms-content';

/** The terms never change while the page is open: load the chunk once, no revalidation. */
export function useTermsContent() {
  return useSWR('mfe-support/terms-content', loadTermsContent, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
