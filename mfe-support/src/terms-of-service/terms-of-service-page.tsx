import { Alert, Button, Flex, PageFrame, Spin, StorefrontUiRoot } from '@storefront/shared/ui';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { storageKeys, writeStorage } from '@storefront/shared';
import { useT } from '../i18n';
import { termsContentChunk } from './terms-content';
import { TermsContents } from './terms-contents';
import { TermsSection } from './terms-section';
import { useTermsContent } from './use-terms-content';

/**
 * History back (spec section 2). A tab opened on this very page has nothing behind it, where
 * history back would do nothing: the visitor goes home instead of pressing a dead button.
 */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const nothingBehind = location.key === 'default' && window.history.length <= 1;
    return nothingBehind ? navigate('/') : navigate(-1);
  };
}

/** Exposed as './TermsOfServicePage': the terms at /terms-of-service. */
export default function TermsOfServicePage() {
  const t = useT();
  const { data, error, isLoading, mutate, language } = useTermsContent();
  const goBack = useGoBack();

  const agree = () => {
    writeStorage(storageKeys.termsOfService, 'true');
    goBack();
  };

  return (
    <StorefrontUiRoot>
      {/* The wizard's frame, the table of contents first, each section reachable by its anchor. */}
      <PageFrame
        titleId="sup-terms-title"
        title={t('termsOfService.title')}
        footer={
          <>
            <Button onClick={goBack}>{t('termsOfService.back')}</Button>
            {/* Agreeing needs the terms on screen: the button waits for them. */}
            <Button type="primary" onClick={agree} disabled={!data}>
              {t('termsOfService.agreeAndContinue')}
            </Button>
          </>
        }
      >
        {isLoading && (
          <Flex role="status" aria-label={t('termsOfService.loading')} justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {error && !isLoading && (
          <Alert
            type="error"
            title={t('termsOfService.loadFailed', { chunk: termsContentChunk(language) })}
            action={
              <Button size="small" onClick={() => void mutate()}>
                {t('termsOfService.retry')}
              </Button>
            }
          />
        )}
        {data && <TermsContents sections={data.sections} />}
        {data?.sections.map((section) => (
          <TermsSection key={section.Heading} section={section} />
        ))}
      </PageFrame>
    </StorefrontUiRoot>
  );
}
