import { Typography } from '@storefront/shared/ui';
import { useEffect } from 'react';
import { bannerImageUrl, useBanners, type CountryCode } from '@storefront/shared';
import { messages } from '../messages';

/** Spec section 2: of the public banners only this one shows on step 1. */
export const productBannerId = 2;

export function ProductBanner({ countryCode }: { countryCode: CountryCode }) {
  const { data, error } = useBanners(countryCode);
  useEffect(() => {
    // Spec section 8: a banner failure is only logged.
    if (error) console.error('Banners could not be loaded', error);
  }, [error]);

  const banner = data?.find((b) => b.id === productBannerId);
  if (!banner) return null;
  return (
    <aside className="onb-banner" aria-labelledby="onb-banner-title">
      <img className="onb-banner__image" src={bannerImageUrl(banner.imageUrl)} alt="" />
      <div className="onb-banner__body">
        <Typography.Title level={3} id="onb-banner-title" className="onb-banner__title">
          {banner.title}
        </Typography.Title>
        <Typography.Paragraph className="onb-banner__text">{banner.description}</Typography.Paragraph>
        <a className="onb-banner__link" href={banner.routingUrl} target="_blank" rel="noopener noreferrer">
          {messages.selectProduct.applyNow}
        </a>
      </div>
    </aside>
  );
}
