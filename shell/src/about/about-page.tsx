import { useEffect, useRef, type ReactNode } from 'react';
import { ChromeButton } from '../chrome/chrome-button';
import { useT } from '../i18n';

/** A page about the storefront: its title as the page's heading, focused on arrival. */
export function AboutPage({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="sf-about-page" aria-labelledby="sf-about-title">
      <h1 id="sf-about-title" className="sf-page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </article>
  );
}

/** What an about page shows while its content loads, or when it could not be loaded. */
export function LoadState({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry(): void }) {
  const t = useT();
  if (failed) {
    return (
      <p role="alert">
        {t('about.failed')}{' '}
        <ChromeButton onClick={onRetry}>{t('about.retry')}</ChromeButton>
      </p>
    );
  }
  return loading ? <p role="status">{t('about.loading')}</p> : null;
}
