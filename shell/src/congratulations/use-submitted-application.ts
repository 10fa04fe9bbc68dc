import useSWR from 'swr';
import { getApplication, useApplication, type Application } from '@storefront/shared';

/**
 * The application this tab submitted, as the API holds it (reference, product, bank), read with
 * the journey's access token. Undefined while loading, or when there is none or it cannot be read:
 * the page then says what it can without it.
 */
export function useSubmittedApplication(): { application: Application | undefined; loading: boolean } {
  const { applicationId } = useApplication();
  const { data, isLoading } = useSWR(applicationId ? ['submitted-application', applicationId] : null, ([, id]) => getApplication(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { application: data?.status === 'Submitted' ? data : undefined, loading: isLoading };
}
