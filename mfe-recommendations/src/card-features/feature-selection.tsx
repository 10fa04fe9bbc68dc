import { useEffect, useMemo, useRef } from 'react';
import { Alert, Tag, Typography } from '@storefront/shared/ui';
import { maxFeatures, minFeatures, useApplication, useNextHandler, useNotice, useProductFeatures, type Feature, type SubFeature, chipGreen } from '@storefront/shared';
import { Busy } from '../common/busy';
import { t as text, useT } from '../i18n';
import { updateRecommendations, useRecommendationsState } from '../state/recommendations-store';
import { FeatureAccordion } from './feature-accordion';
import { cardFeatures, selectedFeatureIds, syncRanking, togglePick } from './selection';
import { useRecommendationCount } from './use-recommendation-count';
import './card-features.css';

/**
 * How many cards offer every pick: the spec's chip above 0; at 0, that the closest matches will
 * be shown (step 4 ranks by match percent), rather than nothing; nothing while nothing is picked.
 */
function CountMessage({ count, counting }: { count: number | null; counting: boolean }) {
  const t = useT();
  if (counting) return <Busy size="small" label={t('features.counting')} />;
  if (count === null) return null;
  if (count > 0) return <Tag color={chipGreen}>{t('features.cardsFound', { count })}</Tag>;
  return <span className="rec-count-none">{t('features.noCardHasAll')}</span>;
}

/** Step 3, sub-step 0: choose 3 to 5 card features. */
export function FeatureSelection() {
  const { applicationId, countryCode, language } = useApplication();
  const { notify } = useNotice();
  const t = useT();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { picks } = useRecommendationsState(applicationId);
  const { data, error, isLoading } = useProductFeatures(countryCode, language);
  const features = useMemo(() => cardFeatures(data), [data]);
  const { count, counting } = useRecommendationCount(applicationId, picks);

  useEffect(() => {
    if (error) notifyRef.current({ kind: 'error', title: text('features.loadFailed'), message: '' });
  }, [error]);

  useNextHandler(async () => {
    const selected = selectedFeatureIds(picks).length;
    if (selected < minFeatures) {
      notify({ kind: 'warning', title: t('features.tooFewTitle'), message: t('features.tooFewMessage') });
      return { type: 'stay' };
    }
    if (selected > maxFeatures) {
      notify({ kind: 'error', title: t('features.tooManyTitle'), message: t('features.tooManyMessage') });
      return { type: 'stay' };
    }
    return { type: 'advance' };
  });

  const toggle = (item: SubFeature, parent: Feature | null) => {
    if (applicationId === null) return;
    const result = togglePick(picks, item, parent);
    if (result.type === 'limit') {
      notify({ kind: 'error', title: t('features.sixthTitle'), message: t('features.sixthMessage') });
      return;
    }
    // Cards loaded for an older selection no longer apply.
    updateRecommendations(applicationId, (current) => ({
      picks: result.picks,
      ranking: syncRanking(current.ranking, result.picks),
      cards: [],
      lastPage: null,
    }));
  };

  return (
    <section className="rec-step rec-features" aria-labelledby="rec-features-title">
      <div className="rec-features-head">
        <Typography.Title level={2} id="rec-features-title">
          {t('features.title')}
        </Typography.Title>
        {applicationId !== null && <Typography.Text type="secondary">{t('features.exclusiveNote')}</Typography.Text>}
      </div>
      {applicationId !== null && (
        // How many of the five are picked, and the cards found: on a phone it stays in view under
        // the header while the visitor scrolls through the features.
        <div className="rec-features-tally">
          <span className="rec-picked">{t('features.pickedOf', { count: selectedFeatureIds(picks).length, max: maxFeatures })}</span>
          <div className="rec-count" role="status" aria-live="polite">
            <CountMessage count={count} counting={counting} />
          </div>
        </div>
      )}
      {applicationId === null ? (
        <Alert type="error" title={t('common.noApplicationId')} />
      ) : (
        <>
          {isLoading ? (
            <Busy label={t('features.loading')} />
          ) : (
            <FeatureAccordion features={features} picks={picks} onToggle={toggle} />
          )}
        </>
      )}
    </section>
  );
}
