import type { KeyFact } from '@storefront/shared';
import { useT } from '../i18n';

/**
 * A Key Facts sheet the way the UAE Central Bank's, SAMA's and the State Bank of Pakistan's summary
 * boxes read: a bordered box, one figure a line, in plain numbers, costs first. The API writes the
 * lines, in that order; they are shown as they come.
 */
export function KeyFactsSheet({ facts, heading = 'h4' }: { facts: readonly KeyFact[]; heading?: 'h2' | 'h4' }) {
  const Heading = heading;
  const t = useT();
  return (
    <section className="rec-key-facts" aria-label={t('keyFacts.title')}>
      <Heading className="rec-key-facts-heading">{t('keyFacts.title')}</Heading>
      <dl className="rec-fact-list">
        {facts.map((fact) => (
          <div key={fact.id} data-fact={fact.id}>
            <dt>{fact.label}</dt>
            <dd>
              <bdi>{fact.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
