import { Alert, Button, Flex, PageFrame, Spin, StorefrontUiRoot } from '@storefront/shared/ui';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { storageKeys, writeStorage } from '@storefront/shared';
import { messages } from '../messages';
import { termsContentChunk } from './terms-content';
import { TermsContents } from './terms-contents';
import { TermsSection } from './terms-section';
import { useTermsContent } from './use-terms-content';

const text = messages.termsOfService;

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
  const { data, error, isLoading, mutate } = useTermsContent();
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
        title={text.title}
        footer={
          <>
            <Button onClick={goBack}>{text.back}</Button>
            {/* Agreeing needs the terms on screen: the button waits for them. */}
            <Button type="primary" onClick={agree} disabled={!data}>
              {text.agreeAndContinue}
            </Button>
          </>
        }
      >
        {isLoading && (
          <Flex role="status" aria-label={text.loading} justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {error && !isLoading && (
          <Alert
            type="error"
            title={text.loadFailed(termsContentChunk)}
            action={
              <Button size="small" onClick={() => void mutate()}>
                {text.retry}
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
