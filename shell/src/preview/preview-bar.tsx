import { clearJourneyState, exitCatalogPreview, type CatalogPreviewState } from '@storefront/shared';
import { ChromeButton } from '../chrome/chrome-button';
import { useT } from '../i18n';
import './preview-bar.css';

/**
 * Above every page while the tab previews a catalog draft: "Preview", what it means, and "Exit
 * preview", which leaves the journey made in the preview and reloads the page on the live
 * catalog. Once the API has refused the preview's token (expired, forged, its draft published or
 * discarded), it says the preview has ended.
 */
export default function PreviewBar({ state }: { state: Exclude<CatalogPreviewState, 'off'> }) {
  const t = useT();
  if (state === 'ended') {
    return (
      <div className="sf-preview sf-preview--ended" role="status">
        <span>{t('preview.ended')}</span>
        <ChromeButton variant="link" onClick={exitCatalogPreview}>{t('preview.dismiss')}</ChromeButton>
      </div>
    );
  }
  return (
    <section className="sf-preview" aria-label={t('preview.marker')}>
      <strong className="sf-preview__marker">{t('preview.marker')}</strong>
      <span>{t('preview.explanation')}</span>
      <ChromeButton
        onClick={() => {
          exitCatalogPreview();
          // Everything shown so far, the journey's loaded cards and offers included, came from the
          // draft: the journey made in the preview is left behind and the page starts again live.
          clearJourneyState();
          window.location.reload();
        }}
      >
        {t('preview.exit')}
      </ChromeButton>
    </section>
  );
}
