import { PrivacyPolicyBody, usePrivacyContent } from '@storefront/shared';
import { useT } from '../i18n';
import { AboutPage, LoadState } from './about-page';

/** The privacy policy at its own address (the footer's link): the controller first, then the policy. */
export function PrivacyPolicyPage() {
  const t = useT();
  const { data, error, isLoading, mutate } = usePrivacyContent(true);
  return (
    <AboutPage title={t('privacy.title')}>
      {data ? (
        <PrivacyPolicyBody content={data} />
      ) : (
        <LoadState loading={isLoading} failed={Boolean(error)} onRetry={() => void mutate()} />
      )}
    </AboutPage>
  );
}
