import useSWR from 'swr';
import { applicationKey, getApplication, isSubmittedStatus, useApplication, type Application } from '@storefront/shared';

/**
 * The application this tab submitted, as the API holds it (reference, product, bank), read with
 * the journey's access token. Undefined while loading, or when there is none or it cannot be read:
 * the page then says what it can without it. In the page's language: the product's name follows a switch.
 */
export function useSubmittedApplication(): { application: Application | undefined; loading: boolean } {
  const { applicationId, language } = useApplication();
  const { data, isLoading } = useSWR(applicationId ? applicationKey(applicationId, language) : null, ([, id, lang]) => getApplication(id, lang), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // The page keeps what it shows while a switch's answer is on its way.
    keepPreviousData: true,
  });
  return { application: data && isSubmittedStatus(data.status) ? data : undefined, loading: isLoading };
}
