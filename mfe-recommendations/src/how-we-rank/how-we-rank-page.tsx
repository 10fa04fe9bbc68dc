import { Button, Typography } from '@storefront/shared/ui';
import { matchPoints, maxFeatures, minFeatures, sharedText } from '@storefront/shared';
import { useGoBack } from '../common/use-go-back';
import { formatNumber, formatPercent } from '../common/format';
import { useT } from '../i18n';

/** The path of the page, linked from step 4. */
export const howWeRankPath = '/how-we-rank';

const fivePicks = matchPoints(5);
/** The method, one step a line. */
const methodSteps = ['howWeRank.step1', 'howWeRank.step2', 'howWeRank.step3', 'howWeRank.step4', 'howWeRank.step5', 'howWeRank.step6'] as const;
const counts = Array.from({ length: maxFeatures - minFeatures + 1 }, (_, i) => minFeatures + i);

/**
 * /how-we-rank: how the match percent is computed (the points of each place, from the rule the API
 * ranks with), and that partner payments do not change the order.
 */
export function HowWeRankPage() {
  const t = useT();
  const goBack = useGoBack();
  return (
    <article className="rec-page" aria-labelledby="rec-how-title">
      <Typography.Title level={1} id="rec-how-title">
        {t('howWeRank.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('howWeRank.intro')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('howWeRank.stepsHeading')}</Typography.Title>
      <ol className="rec-how-steps">
        {methodSteps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <div className="rec-compare-scroll">
        <table className="rec-how-points">
          <caption>{t('howWeRank.pointsCaption')}</caption>
          <thead>
            <tr>
              <td />
              {Array.from({ length: maxFeatures }, (_, k) => (
                <th scope="col" key={k}>
                  {t('howWeRank.place', { k: k + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((n) => (
              <tr key={n}>
                <th scope="row">{t('howWeRank.picks', { count: n })}</th>
                {Array.from({ length: maxFeatures }, (_, k) => (
                  <td key={k}>{k < n ? formatNumber(matchPoints(n)[k]) : ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph className="rec-how-example">{t('howWeRank.example', { first: fivePicks[0], second: fivePicks[1], fourth: fivePicks[3], total: formatPercent(fivePicks[0] + fivePicks[1] + fivePicks[3]) })}</Typography.Paragraph>
      {/* The statement 'How we make money' repeats: one text, in the shared catalog. */}
      <Typography.Title level={2}>{sharedText('ranking.partnerPaymentsHeading')}</Typography.Title>
      <Typography.Paragraph strong>{sharedText('ranking.partnerPayments')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('howWeRank.costsHeading')}</Typography.Title>
      <Typography.Paragraph>{t('howWeRank.costs')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('howWeRank.oddsHeading')}</Typography.Title>
      <Typography.Paragraph>{t('howWeRank.odds')}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('howWeRank.oddsDecision')}</Typography.Paragraph>
      <Typography.Paragraph>{t('howWeRank.oddsOrder')}</Typography.Paragraph>
      <Button onClick={goBack}>{t('howWeRank.back')}</Button>
    </article>
  );
}
