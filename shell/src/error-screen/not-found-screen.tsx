import { useT } from '../i18n';
import { ErrorScreen } from './error-screen';

const notFoundStatus = 404;

/** An unknown route: the fallback screen with 404 Not Found. */
export function NotFoundScreen() {
  const t = useT();
  return <ErrorScreen status={notFoundStatus} text={t('errorScreen.notFound')} />;
}
