import { useEffect, useSyncExternalStore } from 'react';
import { useApplication } from '@storefront/shared';
import type { StorefrontRouter } from '../app/storefront-router';
import { useT } from '../i18n';
import { documentTitle } from './document-title';

/** Keeps the browser tab's title on the route and the application context's language. */
export function DocumentTitle({ router }: { router: StorefrontRouter }) {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const { language, product } = useApplication();
  const t = useT();
  const title = documentTitle(pathname, product, t);
  useEffect(() => {
    document.title = title;
  }, [title, language]);
  return null;
}
