import { t } from '../i18n';

/** The text the fallback screen shows for anything thrown. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return t('errorScreen.unknownError');
}
