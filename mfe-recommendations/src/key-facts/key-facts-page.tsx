import { Alert, Button, Typography } from '@storefront/shared/ui';
import { useLocation } from '@storefront/shared/router';
import { ApiError, productImageUrl, useApplication, useKeyFacts } from '@storefront/shared';
import { Busy } from '../common/busy';
import { useGoBack } from '../common/use-go-back';
import { IslamicBadge } from '../card-recommendations/card-costs';
import { useT } from '../i18n';
import { productIdOfKeyFactsPath } from './key-facts-path';
import { KeyFactsSheet } from './key-facts-sheet';

/**
 * /key-facts/{productId}: a product's Key Facts sheet on a page of its own, reached from its tile.
 * A loan's figures are those of its example (the API's default amount and tenure).
 */
export function KeyFactsPage() {
  const t = useT();
  const { pathname } = useLocation();
  const productId = productIdOfKeyFactsPath(pathname);
  const { language } = useApplication();
  const { data, error, isLoading, mutate } = useKeyFacts(productId, language);
  const goBack = useGoBack();
  const notFound = productId === null || (error instanceof ApiError && error.status === 404);

  return (
    <article className="rec-page" aria-labelledby="rec-key-facts-title">
      <Typography.Title level={1} id="rec-key-facts-title">
        {data ? t('keyFacts.pageTitle', { name: data.productName }) : t('keyFacts.title')}
      </Typography.Title>
      {isLoading && <Busy label={t('keyFacts.loading')} />}
      {notFound && <Alert type="warning" title={t('keyFacts.notFound')} />}
      {error && !notFound && (
        <Alert
          type="error"
          title={t('keyFacts.loadFailed')}
          action={
            <Button size="small" onClick={() => void mutate()}>
              {t('keyFacts.retry')}
            </Button>
          }
        />
      )}
      {data && (
        <>
          <div className="rec-modal-head">
            {data.productType === 'Card' && <img src={productImageUrl(data.productId)} alt="" width={120} height={76} decoding="async" />}
            <div>
              <p className="rec-card-bank">{data.organizationName}</p>
              <p className="rec-modal-product">
                <strong>{data.productName}</strong> {data.islamic && <IslamicBadge />}
              </p>
            </div>
          </div>
          <KeyFactsSheet facts={data.facts} heading="h2" />
          <Typography.Paragraph type="secondary">{t('keyFacts.disclaimer')}</Typography.Paragraph>
        </>
      )}
      <Button onClick={goBack}>{t('keyFacts.back')}</Button>
    </article>
  );
}
