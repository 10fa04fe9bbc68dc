import { StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useApplication } from '@storefront/shared';
import { messages } from '../messages';
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
  const { product, setProduct, countryCode } = useApplication();
  useSelectProductNext();
  return (
    <section className="onb-select">
      <Typography.Title level={2} className="onb-select__headline">
        {messages.selectProduct.headline}
      </Typography.Title>
      <ProductTiles value={product} onChange={setProduct} />
      <ProductBanner countryCode={countryCode} />
    </section>
  );
}
