import type { MatchBreakdown } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { howWeRankPath } from '../how-we-rank/how-we-rank-page';
import { whyMessages } from '../messages';

/**
 * 'Why this card': each of the visitor's picks, most important first, whether the card has it and
 * the points it adds. The points and the total are the API's (the function that ranks), so they
 * add up to the percent on the tile; nothing is computed here.
 */
export function WhyThisCard({ productName, match }: { productName: string; match: MatchBreakdown }) {
  return (
    // A click inside stays inside: the tile around it opens the confirm modal.
    <details className="rec-why" onClick={(event) => event.stopPropagation()}>
      <summary aria-label={whyMessages.whyFor(productName)}>{whyMessages.why}</summary>
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
              <td>{item.met ? whyMessages.meets : whyMessages.misses}</td>
              <td className="rec-why-points">{item.met ? whyMessages.contribution(item.points) : whyMessages.noContribution}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {whyMessages.totalLabel}
            </th>
            <td className="rec-why-points">{`${match.percent}%`}</td>
          </tr>
        </tfoot>
      </table>
      <Link to={howWeRankPath} className="rec-why-link">
        {whyMessages.howWeRank}
      </Link>
    </details>
  );
}
