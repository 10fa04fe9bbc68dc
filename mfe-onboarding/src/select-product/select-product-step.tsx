import { StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useApplication } from '@storefront/shared';
import { useT } from '../i18n';
import { ProductBanner } from './product-banner';
import { ProductTiles } from './product-tiles';
import { useSelectProductNext } from './use-select-product-next';
import './select-product.css';

/** Step 1, Select Product (exposed as './SelectProductStep'); only UAE visitors see it. */
export default function SelectProductStep() {
  return (
    <StorefrontUiRoot>
      <SelectProduct />
    </StorefrontUiRoot>
  );
}

function SelectProduct() {
  const t = useT();
  const { product, setProduct, countryCode } = useApplication();
  useSelectProductNext();
  return (
    <section className="onb-select">
      <Typography.Title level={2} className="onb-select__headline">
        {t('selectProduct.headline')}
      </Typography.Title>
      <ProductTiles value={product} onChange={setProduct} />
      <ProductBanner countryCode={countryCode} />
    </section>
  );
}
