import { messages } from '../messages';
import { ErrorScreen } from './error-screen';

const notFoundStatus = 404;

/** An unknown route: the fallback screen with 404 Not Found. */
export function NotFoundScreen() {
  return <ErrorScreen status={notFoundStatus} text={messages.errorScreen.notFound} />;
}
