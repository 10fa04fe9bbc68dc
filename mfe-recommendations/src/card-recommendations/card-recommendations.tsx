import { startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Button, Spin, Typography } from '@storefront/shared/ui';
import { currencyFor, useApplication, useWizard, type CardRecommendation } from '@storefront/shared';
import { ConfirmModal } from '../applying/confirm-modal';
import { RedirectOverlay } from '../applying/redirect-overlay';
import { useApply } from '../applying/use-apply';
import { BonusPromise } from '../common/bonus-promise';
import { useNarrowSteps } from '../common/use-narrow-screen';
import { cardMessages, commonMessages } from '../messages';
import { useRecommendationsState } from '../state/recommendations-store';
import { RecommendedCard } from './recommended-card';
import { selectedFeatureNames } from './selected-feature-names';
import { useCardPages } from './use-card-pages';

/** Cards above the fold get their images at once. */
const eagerImages = 3;

/**
 * Step 4 for a card: the recommended cards, best match first, and applying for one.
 *
 * Rendered as a transition once mounted: React builds the titles and the tiles in slices of a few
 * milliseconds, between which the page stays responsive, and commits them at once (the list is
 * never seen half built). Until then a placeholder of about a screen's height stands in, so that
 * what lies below the step (the wizard's buttons) leaves the view once rather than moving twice.
 */
export function CardRecommendations() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  if (!ready) return <section className="rec-step rec-step-pending" aria-busy="true" />;
  return <CardResults />;
}

function CardResults() {
  const { applicationId, countryCode } = useApplication();
  const { back } = useWizard();
  const narrow = useNarrowSteps();
  const { picks, ranking } = useRecommendationsState(applicationId);
  const { cards, loadingFirst, loadingMore, viewMore } = useCardPages(applicationId);
  const { apply, applying, redirecting } = useApply('Card');
  const [chosen, setChosen] = useState<CardRecommendation | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const currency = currencyFor(countryCode);

  // Tiles arriving later (View More Cards, a page 0 loaded here) render as a transition too.
  const listedCards = useDeferredValue(cards);

  // Stable, so that the memoised tiles do not re-render with each state change of the step.
  const open = useCallback((card: CardRecommendation) => {
    setChosen(card);
    setModalOpen(true);
  }, []);
  const close = () => setModalOpen(false);
  const applyForChosen = () =>
    apply(
      chosen && {
        productId: chosen.productId,
        productName: chosen.productName,
        features: selectedFeatureNames(picks, ranking),
      },
      close,
    );

  return (
    <section className="rec-step" aria-labelledby="rec-cards-title">
      <div className="rec-step-head">
        <Typography.Title level={2} id="rec-cards-title">
          {cardMessages.title}
        </Typography.Title>
        {!narrow && <Button onClick={back}>{cardMessages.resetFilter}</Button>}
      </div>
      <Typography.Title level={3}>{cardMessages.headline}</Typography.Title>
      <BonusPromise />
      {applicationId === null && <Typography.Paragraph type="danger">{commonMessages.noApplicationId}</Typography.Paragraph>}
      {loadingFirst ? (
        <Spin aria-label={cardMessages.loading} />
      ) : (
        <ul className="rec-card-list">
          {listedCards.map((card, i) => (
            <RecommendedCard key={card.productId} card={card} currency={currency} eager={i < eagerImages} onOpen={open} />
          ))}
        </ul>
      )}
      <Button type="link" onClick={viewMore} loading={loadingMore} disabled={loadingFirst || applicationId === null}>
        {cardMessages.viewMore}
      </Button>
      {/* Mounted from the first open on: the step's first render has no modal to build. */}
      {chosen && (
        <ConfirmModal
          open={modalOpen}
          productName={chosen.productName}
          features={chosen.features}
          description={chosen.description}
          applying={applying}
          onCancel={close}
          onApply={applyForChosen}
        />
      )}
      <RedirectOverlay open={redirecting} />
    </section>
  );
}
