import type { MatchBreakdown } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { howWeRankPath } from '../how-we-rank/how-we-rank-page';
import { formatPercent } from '../common/format';
import { useT } from '../i18n';

/**
 * 'Why this card': each of the visitor's picks, most important first, whether the card has it and
 * the points it adds. The points and the total are the API's (the function that ranks), so they
 * add up to the percent on the tile; nothing is computed here.
 */
export function WhyThisCard({ productName, match }: { productName: string; match: MatchBreakdown }) {
  const t = useT();
  return (
    // A click inside stays inside: the tile around it opens the confirm modal.
    <details className="rec-why" onClick={(event) => event.stopPropagation()}>
      <summary aria-label={t('why.whyFor', { name: productName })}>{t('why.why')}</summary>
      <table className="rec-why-table">
        <tbody>
          {match.items.map((item) => (
            <tr key={item.featureId} className={item.met ? 'rec-why-met' : 'rec-why-missed'}>
              <th scope="row">
                <span className="rec-why-mark" aria-hidden>
                  {item.met ? '✓' : '✗'}
                </span>{' '}
                {item.featureName}
              </th>
              <td>{item.met ? t('why.meets') : t('why.misses')}</td>
              <td className="rec-why-points">{item.met ? t('why.contribution', { points: formatPercent(item.points) }) : formatPercent(0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('why.totalLabel')}
            </th>
            <td className="rec-why-points">{formatPercent(match.percent)}</td>
          </tr>
        </tfoot>
      </table>
      <Link to={howWeRankPath} className="rec-why-link">
        {t('why.howWeRank')}
      </Link>
    </details>
  );
}
