import { Button, Typography } from '@storefront/shared/ui';
import { useEffect } from 'react';
import { bannerImageUrl, useApplication, useBanners, type CountryCode } from '@storefront/shared';
import { useT } from '../i18n';

/** Spec section 2: of the public banners only this one shows on step 1. */
export const productBannerId = 2;

export function ProductBanner({ countryCode }: { countryCode: CountryCode }) {
  const t = useT();
  // In the visitor's language: a switch asks for the banner's texts again.
  const { language } = useApplication();
  const { data, error } = useBanners(countryCode, language);
  useEffect(() => {
    // Spec section 8: a banner failure is only logged.
    if (error) console.error('Banners could not be loaded', error);
  }, [error]);

  const banner = data?.find((b) => b.id === productBannerId);
  if (!banner) return null;
  return (
    <aside className="onb-banner" aria-labelledby="onb-banner-title">
      {/* Decorative: an illustration of the offer, with no words of its own; the title says what it is. */}
      <img
        className="onb-banner__image"
        src={bannerImageUrl(banner.imageUrl)}
        alt=""
        width={240}
        height={160}
        decoding="async"
      />
      <div className="onb-banner__body">
        <Typography.Title level={3} id="onb-banner-title" className="onb-banner__title">
          {banner.title}
        </Typography.Title>
        <Typography.Paragraph className="onb-banner__text">{banner.description}</Typography.Paragraph>
        <Button
          type="primary"
          className="onb-banner__link"
          href={banner.routingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('selectProduct.applyNow')}
        </Button>
      </div>
    </aside>
  );
}
