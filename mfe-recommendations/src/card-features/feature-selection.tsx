import { useEffect, useMemo, useRef } from 'react';
import { Alert, Spin, Tag, Typography } from '@storefront/shared/ui';
import { maxFeatures, minFeatures, useApplication, useNextHandler, useNotice, useProductFeatures, type Feature, type SubFeature, chipGreen } from '@storefront/shared';
import { commonMessages, featureMessages } from '../messages';
import { updateRecommendations, useRecommendationsState } from '../state/recommendations-store';
import { FeatureAccordion } from './feature-accordion';
import { cardFeatures, selectedFeatureIds, syncRanking, togglePick } from './selection';
import { useRecommendationCount } from './use-recommendation-count';

/** Step 3, sub-step 0: choose 3 to 5 card features. */
export function FeatureSelection() {
  const { applicationId, countryCode } = useApplication();
  const { notify } = useNotice();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { picks } = useRecommendationsState(applicationId);
  const { data, error, isLoading } = useProductFeatures(countryCode);
  const features = useMemo(() => cardFeatures(data), [data]);
  const { count, counting } = useRecommendationCount(applicationId, picks);

  useEffect(() => {
    if (error) notifyRef.current({ kind: 'error', title: featureMessages.loadFailed, message: '' });
  }, [error]);

  useNextHandler(async () => {
    const selected = selectedFeatureIds(picks).length;
    if (selected < minFeatures) {
      notify({ kind: 'warning', title: featureMessages.tooFewTitle, message: featureMessages.tooFewMessage });
      return { type: 'stay' };
    }
    if (selected > maxFeatures) {
      notify({ kind: 'error', title: featureMessages.tooManyTitle, message: featureMessages.tooManyMessage });
      return { type: 'stay' };
    }
    return { type: 'advance' };
  });

  const toggle = (item: SubFeature, parent: Feature | null) => {
    if (applicationId === null) return;
    const result = togglePick(picks, item, parent);
    if (result.type === 'limit') {
      notify({ kind: 'error', title: featureMessages.sixthTitle, message: featureMessages.sixthMessage });
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
    <section className="rec-step" aria-labelledby="rec-features-title">
      <Typography.Title level={2} id="rec-features-title">
        {featureMessages.title}
      </Typography.Title>
      {applicationId === null ? (
        <Alert type="error" title={commonMessages.noApplicationId} />
      ) : (
        <>
          <div className="rec-count" role="status" aria-live="polite">
            {counting ? (
              <Spin size="small" aria-label={featureMessages.counting} />
            ) : (
              count !== null && count > 0 && <Tag color={chipGreen}>{featureMessages.cardsFound(count)}</Tag>
            )}
          </div>
          <Typography.Paragraph type="secondary">{featureMessages.exclusiveNote}</Typography.Paragraph>
          {isLoading ? (
            <Spin aria-label={featureMessages.loading} />
          ) : (
            <FeatureAccordion features={features} picks={picks} onToggle={toggle} />
          )}
        </>
      )}
    </section>
  );
}
