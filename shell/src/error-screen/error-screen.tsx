import { ChromeLinkButton } from '../chrome/chrome-button';
import { useT } from '../i18n';

export interface ErrorScreenProps {
  status?: number;
  text: string;
  /** Alone on the page (no chrome around it), so it is the page's main content. */
  fullPage?: boolean;
}

/**
 * The fallback screen: 'Unexpected Application Error!' with the status and the text. Drawn without
 * antd: it may be all there is of the app (a crash, no runtime config, before consent).
 */
export function ErrorScreen({ status, text, fullPage = false }: ErrorScreenProps) {
  const t = useT();
  const Container = fullPage ? 'main' : 'div';
  return (
    <Container className="sf-error-screen">
      <svg className="sf-error-screen__icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="32" fill="currentColor" />
        <rect x="28.5" y="14" width="7" height="24" rx="3.5" fill="#ffffff" />
        <circle cx="32" cy="47" r="4" fill="#ffffff" />
      </svg>
      <h1 className="sf-error-screen__title">{t('errorScreen.title')}</h1>
      <p className="sf-error-screen__text">
        {status !== undefined && <span className="sf-error-screen__status">{status} </span>}
        <span>{text}</span>
      </p>
      {/* A full page load: the fallback may show when the app itself is broken. */}
      <ChromeLinkButton variant="primary" href="/">
        {t('errorScreen.backToHome')}
      </ChromeLinkButton>
    </Container>
  );
}
