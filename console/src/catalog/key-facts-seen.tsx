import { Card, Descriptions, Typography } from 'antd';
import useSWR from 'swr';
import type { ApplicationKeyFactsSeen } from '@storefront/shared/contract';
import { keyFactsSeenPath } from '../api/catalog-api';
import { fetcher } from '../api/client';
import { ErrorAlert } from '../api/errors';

/** "Which Key Facts did this application see?": its product's Key Facts as of the catalog version it was made under. */
export function KeyFactsSeen({ reference }: { reference: string }) {
  const { data, error } = useSWR<ApplicationKeyFactsSeen>(keyFactsSeenPath(reference), fetcher);
  const title = data?.catalogVersion === null ? 'Key Facts seen (today’s catalog: made before versions were kept)' : `Key Facts seen${data ? ` (catalog version ${data.catalogVersion})` : ''}`;
  return (
    <Card title={title} size="small" loading={!data && !error}>
      <ErrorAlert error={error} />
      {data && !data.keyFacts && <Typography.Text type="secondary">No product was chosen.</Typography.Text>}
      {data?.keyFacts && (
        <Descriptions size="small" bordered column={1} title={`${data.keyFacts.productName}, ${data.keyFacts.organizationName}`}>
          {data.keyFacts.facts.map((fact) => (
            <Descriptions.Item key={fact.id} label={fact.label}>
              {fact.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
