import { Funnel } from '@ant-design/plots';
import type { FunnelTotal } from '@storefront/shared/contract';
import { stageLabels } from './stages';

/** The stages' counts drawn as a funnel (loaded with the Funnel page only: the charts are large). */
export default function FunnelChart({ totals }: { totals: readonly FunnelTotal[] }) {
  const data = totals.map((total) => ({ stage: stageLabels[total.stage], count: total.count }));
  return <Funnel data={data} xField="stage" yField="count" height={360} legend={false} />;
}
