import { Button, Typography } from '@storefront/shared/ui';
import { matchPoints, maxFeatures, minFeatures } from '@storefront/shared';
import { useGoBack } from '../common/use-go-back';
import { howWeRankMessages as text } from '../messages';

/** The path of the page, linked from step 4. */
export const howWeRankPath = '/how-we-rank';

const fivePicks = matchPoints(5);
const counts = Array.from({ length: maxFeatures - minFeatures + 1 }, (_, i) => minFeatures + i);

/**
 * /how-we-rank: how the match percent is computed (the points of each place, from the rule the API
 * ranks with), and that partner payments do not change the order.
 */
export function HowWeRankPage() {
  const goBack = useGoBack();
  return (
    <article className="rec-page" aria-labelledby="rec-how-title">
      <Typography.Title level={1} id="rec-how-title">
        {text.title}
      </Typography.Title>
      <Typography.Paragraph>{text.intro}</Typography.Paragraph>
      <Typography.Title level={2}>{text.stepsHeading}</Typography.Title>
      <ol className="rec-how-steps">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="rec-compare-scroll">
        <table className="rec-how-points">
          <caption>{text.pointsCaption}</caption>
          <thead>
            <tr>
              <td />
              {Array.from({ length: maxFeatures }, (_, k) => (
                <th scope="col" key={k}>
                  {text.place(k + 1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((n) => (
              <tr key={n}>
                <th scope="row">{text.picks(n)}</th>
                {Array.from({ length: maxFeatures }, (_, k) => (
                  <td key={k}>{k < n ? text.points(matchPoints(n)[k]) : ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph className="rec-how-example">{text.example(fivePicks[0], fivePicks[1], fivePicks[3])}</Typography.Paragraph>
      <Typography.Title level={2}>{text.paymentsHeading}</Typography.Title>
      <Typography.Paragraph strong>{text.payments}</Typography.Paragraph>
      <Typography.Title level={2}>{text.costsHeading}</Typography.Title>
      <Typography.Paragraph>{text.costs}</Typography.Paragraph>
      <Button onClick={goBack}>{text.back}</Button>
    </article>
  );
}
