import { useState } from 'react';
import { Checkbox, Collapse, type CollapseProps, DownOutlined, PointingIcon } from '@storefront/shared/ui';
import { imageUrl, type Feature, type SubFeature } from '@storefront/shared';
import { useT } from '../i18n';
import type { FeaturePick } from '../state/recommendations-store';
import { isPicked } from './selection';

export interface FeatureAccordionProps {
  features: Feature[];
  picks: readonly FeaturePick[];
  onToggle(item: SubFeature, parent: Feature | null): void;
}

/** The catalog's icons are drawn to read at this size. */
const iconSizePx = 24;

/**
 * A feature's icon from the catalog's image set. Decorative here (alt=""): the name beside it
 * says what it is. An image that fails keeps its tinted place, so the rows stay aligned.
 */
function FeatureIcon({ item }: { item: SubFeature }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="rec-feature-icon" aria-hidden="true" />;
  return (
    <img
      className="rec-feature-icon"
      src={imageUrl(item.imageUrl)}
      alt=""
      width={iconSizePx}
      height={iconSizePx}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function FeatureLabel({ item }: { item: SubFeature }) {
  return (
    <span className="rec-feature-label">
      <FeatureIcon item={item} />
      <span>{item.featureName}</span>
    </span>
  );
}

/**
 * One panel per feature: its checkbox in the header, its sub-features inside. Only the arrow
 * opens a panel (collapsible 'icon'), so the header is not a button wrapping a checkbox. The arrow
 * sits at the panel's end and points the way the page reads.
 */
export function FeatureAccordion({ features, picks, onToggle }: FeatureAccordionProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const t = useT();
  const items: CollapseProps['items'] = features.map((feature) => {
    const hasSubFeatures = feature.subFeatures.length > 0;
    return {
      key: String(feature.featureId),
      showArrow: hasSubFeatures,
      label: (
        <Checkbox checked={isPicked(picks, feature.featureId)} onChange={() => onToggle(feature, null)}>
          <FeatureLabel item={feature} />
        </Checkbox>
      ),
      children: hasSubFeatures ? (
        <ul className="rec-sub-features">
          {feature.subFeatures.map((sub) => (
            <li key={sub.featureId}>
              <Checkbox checked={isPicked(picks, sub.featureId)} onChange={() => onToggle(sub, feature)}>
                <FeatureLabel item={sub} />
              </Checkbox>
            </li>
          ))}
        </ul>
      ) : null,
    };
  });

  return (
    <Collapse
      collapsible="icon"
      expandIconPlacement="end"
      activeKey={openKey === null ? [] : [openKey]}
      onChange={(keys) => setOpenKey((current) => [keys].flat().find((key) => key !== current) ?? null)}
      items={items}
      expandIcon={(panel) => {
        // rc-collapse passes the panel's key, which antd's type leaves out.
        const { isActive, panelKey } = panel as typeof panel & { panelKey?: string | number };
        const feature = features.find((f) => String(f.featureId) === String(panelKey));
        // Closed, the arrow points along the line, towards the panel's end (left in Arabic and
        // Urdu: mirrored); open, it points down to the sub-features.
        return (
          <PointingIcon>
            <DownOutlined
              rotate={isActive ? 0 : -90}
              aria-label={t('features.showSubFeatures', { name: feature?.featureName ?? '' })}
            />
          </PointingIcon>
        );
      }}
    />
  );
}
