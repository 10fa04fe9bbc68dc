import { isRouteErrorResponse, useRouteError } from '@storefront/shared/router';
import { useT } from '../i18n';
import { ErrorScreen } from './error-screen';
import { errorText } from './error-text';

/** The router's error element: unknown routes (404 Not Found) and errors thrown while rendering. */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen status={error.status} text={error.statusText || t('errorScreen.notFound')} fullPage={fullPage} />
    );
  }
  return <ErrorScreen text={errorText(error)} fullPage={fullPage} />;
}
