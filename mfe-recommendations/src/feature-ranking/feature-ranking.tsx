import { useEffect, useMemo, useState } from 'react';
import { Typography } from '@storefront/shared/ui';
import {
  apiErrorText,
  federationName,
  firstResultsPage,
  getCardRecommendations,
  resultsPageSize,
  saveSelectedFeatures,
  submitPreferences,
  useApplication,
  useNextHandler,
  useNotice,
} from '@storefront/shared';
import { whenIdle } from '../common/when-idle';
import { useT } from '../i18n';
import { updateRecommendations, useRecommendationsState } from '../state/recommendations-store';
import { moveItem } from './move-item';
import { RankingList, type RankedRow } from './ranking-list';
import { usePickNames } from './use-pick-names';

/** What this remote's Module Federation container offers (its remoteEntry registers it by name). */
interface Container {
  get(module: string): Promise<unknown>;
}

/**
 * Loads the code of step 4's card results ('./CardRecommendationsStep', its script and style
 * chunks) through this remote's own container, the very path the shell's federation runtime takes
 * after Next: the chunks are then in place, and step 4 mounts without a download (on a phone's
 * network, a round trip of over half a second) and so with at most a glimpse of the shell's loading
 * spinner. Only a head start: without a container (tests, another way of loading) nothing happens,
 * and a failure is left to the shell's own load, which retries the chunks and reports.
 */
function preloadCardResults() {
  const container = (window as unknown as Record<string, Partial<Container> | undefined>)[
    federationName('recommendations')
  ];
  if (typeof container?.get !== 'function') return;
  container.get('./CardRecommendationsStep').catch(() => undefined);
}

/** Step 3, sub-step 1: rank the selected features; Next loads the matching cards. */
export function FeatureRanking() {
  const { applicationId, countryCode, language } = useApplication();
  const { notify } = useNotice();
  const t = useT();
  const { picks: stored, ranking } = useRecommendationsState(applicationId);
  const picks = usePickNames(countryCode, language, stored);
  const [announcement, setAnnouncement] = useState('');

  // Next leads to the card results: their code loads while the visitor ranks.
  useEffect(() => whenIdle(preloadCardResults), []);

  const rows = useMemo<RankedRow[]>(
    () =>
      ranking.flatMap((id) => {
        const feature = picks.find((p) => p.featureId === id && p.parentId === null);
        return feature ? [{ feature, subFeatures: picks.filter((p) => p.parentId === id) }] : [];
      }),
    [picks, ranking],
  );

  const move = (from: number, to: number) => {
    if (applicationId === null || to < 0 || to >= ranking.length) return;
    updateRecommendations(applicationId, (current) => ({ ranking: moveItem(current.ranking, from, to) }));
    const name = rows[from]?.feature.featureName ?? '';
    setAnnouncement(t('ranking.moved', { name, position: to + 1, total: ranking.length }));
  };

  useNextHandler(async () => {
    if (applicationId === null) {
      notify({ kind: 'error', title: t('common.noApplicationId'), message: '' });
      return { type: 'stay' };
    }
    const ordered = [...ranking];
    try {
      await submitPreferences({
        applicationId,
        preferences: ordered.map((featureId, i) => ({ featureId, priority: i + 1 })),
      });
      // Both only need the preferences; run them side by side to reach the cards sooner.
      const [page] = await Promise.all([
        getCardRecommendations({ applicationId, page: firstResultsPage, size: resultsPageSize, preferences: ordered, language }),
        saveSelectedFeatures(
          applicationId,
          picks.map(({ featureId }) => ({ applicationId, featureId })),
        ),
      ]);
      updateRecommendations(applicationId, () => ({ cards: page.content ?? [], lastPage: firstResultsPage, cardsLanguage: language }));
      return { type: 'advance' };
    } catch (error) {
      notify({ kind: 'error', title: apiErrorText(error), message: '' });
      return { type: 'stay' };
    }
  });

  return (
    <section className="rec-step" aria-labelledby="rec-ranking-title">
      <Typography.Title level={2} id="rec-ranking-title">
        {t('ranking.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('ranking.dragHint')} {t('ranking.keyboardHint')}
      </Typography.Paragraph>
      <RankingList rows={rows} onMove={move} />
      <div className="rec-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
}
