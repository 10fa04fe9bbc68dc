import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Typography } from '@storefront/shared/ui';
import { Link } from '@storefront/shared/router';
import {
  productImageUrl,
  stepsNarrowMaxWidthPx,
  useApplication,
  useMaxWidth,
  useWizard,
  type CardRecommendation,
} from '@storefront/shared';
import { ConfirmModal } from '../applying/confirm-modal';
import { RedirectOverlay } from '../applying/redirect-overlay';
import { useApply } from '../applying/use-apply';
import { CompareTray } from '../compare/compare-tray';
import { useCompareSelection } from '../compare/compare-selection';
import { BonusPromise } from '../common/bonus-promise';
import { Busy } from '../common/busy';
import { howWeRankPath } from '../how-we-rank/how-we-rank-page';
import { KeyFactsSheet } from '../key-facts/key-facts-sheet';
import { useT } from '../i18n';
import { CardCompare } from './card-compare';
import { IslamicToggle } from './islamic-toggle';
import { RecommendedCard } from './recommended-card';
import { useCardPages, type CardListChoice } from './use-card-pages';
import { SortSelect, YourSpending } from './your-spending';
import { useIslamicFilter } from './use-islamic-filter';
import { useUnmatchedCards } from './use-unmatched-cards';
import { useRecommendationsState } from '../state/recommendations-store';

/** Cards above the fold get their images at once. */
const eagerImages = 2;

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
  const { applicationId, countryCode, language } = useApplication();
  const t = useT();
  const { back } = useWizard();
  const narrow = useMaxWidth(stepsNarrowMaxWidthPx);
  const { ranking, cards: storedCards } = useRecommendationsState(applicationId);
  const [islamic, setIslamic] = useIslamicFilter(countryCode, language, ranking);
  const [choice, setChoice] = useState<CardListChoice>({ sort: 'match', spending: null });
  const { cards, loadingFirst, loadingMore, viewMore } = useCardPages(applicationId, islamic, choice);
  const unmatched = useUnmatchedCards(applicationId, ranking, islamic, choice.spending);
  // The market's typical spending, as the values of the default list assume it.
  const typicalSpending = useMemo(
    () => [...storedCards, ...cards].find((card) => card.yearlyValue.defaultSpending)?.yearlyValue.spending ?? null,
    [storedCards, cards],
  );
  const { apply, applying, redirecting } = useApply('Card');
  const compare = useCompareSelection();
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<CardRecommendation | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  // Tiles arriving later (View More Cards, a page 0 loaded here) render as a transition too.
  const listedCards = useDeferredValue(cards);
  // A first page is drawn in a transition: until it is, the placeholder stays (no empty list).
  const pending = loadingFirst || (listedCards !== cards && listedCards.length === 0);
  const matched = useMemo(() => listedCards.filter((card) => !card.match.meetsNone), [listedCards]);
  // Never presented as a fit: the cards whose criteria the visitor's answers show they miss.
  const fits = useMemo(() => matched.filter((card) => card.eligibility.qualifies), [matched]);
  const notQualifying = useMemo(() => matched.filter((card) => !card.eligibility.qualifies), [matched]);
  const shownUnmatched = useMemo(() => {
    const listed = new Set(listedCards.map((card) => card.productId));
    return [...listedCards.filter((card) => card.match.meetsNone), ...(unmatched.cards ?? []).filter((c) => !listed.has(c.productId))];
  }, [listedCards, unmatched.cards]);
  const comparedCards = useMemo(() => {
    const all = [...listedCards, ...(unmatched.cards ?? [])];
    return compare.chosen.flatMap((id) => all.find((card) => card.productId === id) ?? []);
  }, [compare.chosen, listedCards, unmatched.cards]);

  // Stable, so that the memoised tiles do not re-render with each state change of the step.
  const open = useCallback((card: CardRecommendation) => {
    setChosen(card);
    setModalOpen(true);
  }, []);
  const close = () => setModalOpen(false);
  const applyForChosen = () => apply(chosen && { productId: chosen.productId }, close);

  const tile = (card: CardRecommendation, i: number) => (
    <RecommendedCard
      key={card.productId}
      card={card}
      eager={i < eagerImages}
      compared={compare.chosen.includes(card.productId)}
      compareFull={compare.full}
      onOpen={open}
      onCompare={compare.toggle}
    />
  );

  return (
    <section className="rec-step rec-cards-step" aria-labelledby="rec-cards-title">
      <div className="rec-step-head">
        <Typography.Title level={2} id="rec-cards-title">
          {t('cards.title')}
        </Typography.Title>
        {!narrow && <Button onClick={back}>{t('cards.resetFilter')}</Button>}
      </div>
      <Typography.Title level={3}>{t('cards.headline')}</Typography.Title>
      <BonusPromise />
      <div className="rec-step-tools">
        <IslamicToggle checked={islamic} onChange={setIslamic} />
        <SortSelect value={choice.sort} onChange={(sort) => setChoice({ ...choice, sort })} />
        <Link to={howWeRankPath}>{t('why.howWeRank')}</Link>
        <YourSpending typical={typicalSpending} given={choice.spending} onChange={(spending) => setChoice({ ...choice, spending })} />
      </div>
      {applicationId === null && <Typography.Paragraph type="danger">{t('common.noApplicationId')}</Typography.Paragraph>}
      {pending ? (
        // About a screen, as the results will fill it: nothing below moves twice.
        <div className="rec-list-pending">
          <Busy label={t('cards.loading')} />
        </div>
      ) : (
        <>
          {islamic && matched.length === 0 && <Typography.Paragraph>{t('islamic.noneFound')}</Typography.Paragraph>}
          <ul className="rec-card-list">{fits.map(tile)}</ul>
          {notQualifying.length > 0 && (
            <section aria-labelledby="rec-not-qualifying-title">
              <h3 className="rec-list-heading" id="rec-not-qualifying-title">
                {t('eligibility.heading')}
              </h3>
              <Typography.Paragraph type="secondary">{t('eligibility.note')}</Typography.Paragraph>
              <ul className="rec-card-list">{notQualifying.map((card, i) => tile(card, fits.length + i))}</ul>
            </section>
          )}
          <Button type="link" onClick={viewMore} loading={loadingMore} disabled={applicationId === null}>
            {t('cards.viewMore')}
          </Button>
          {shownUnmatched.length > 0 ? (
            <section aria-labelledby="rec-unmatched-title">
              <h3 className="rec-list-heading" id="rec-unmatched-title">
                {t('why.noneHeading')}
              </h3>
              <Typography.Paragraph type="secondary">{t('why.noneNote')}</Typography.Paragraph>
              <ul className="rec-card-list">{shownUnmatched.map((card, i) => tile(card, eagerImages + i))}</ul>
            </section>
          ) : unmatched.cards ? (
            <Typography.Paragraph type="secondary">{t('why.noNone')}</Typography.Paragraph>
          ) : (
            <Button type="link" onClick={unmatched.load} loading={unmatched.loading} disabled={applicationId === null}>
              {t('why.showNone')}
            </Button>
          )}
        </>
      )}
      <CompareTray count={compare.chosen.length} onOpen={() => setComparing(true)} onClear={compare.clear} />
      {comparing && <CardCompare open={comparing} cards={comparedCards} onClose={() => setComparing(false)} />}
      {/* Mounted from the first open on: the step's first render has no modal to build. */}
      {chosen && (
        <ConfirmModal
          open={modalOpen}
          organizationName={chosen.organizationName}
          productName={chosen.productName}
          imageUrl={productImageUrl(chosen.productId)}
          features={chosen.features}
          description={chosen.description}
          applying={applying}
          onCancel={close}
          onApply={applyForChosen}
        >
          <KeyFactsSheet facts={chosen.keyFacts.facts} />
        </ConfirmModal>
      )}
      <RedirectOverlay open={redirecting} />
    </section>
  );
}
