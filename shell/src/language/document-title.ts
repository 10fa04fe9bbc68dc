import { positionForPath, stepName, trackApplicationPath, type ProductType } from '@storefront/shared';
import type { ShellMessageKey } from '../i18n';

/** The pages other than the wizard's steps that name themselves in the browser tab. */
const pageTitles: Record<string, ShellMessageKey> = {
  '/help-and-support': 'header.helpAndSupport',
  '/terms-of-service': 'documentTitle.terms',
  [trackApplicationPath]: 'header.trackApplication',
  '/congratulations': 'congratulations.title',
};

type Translate = (key: ShellMessageKey, values?: Record<string, string>) => string;

/**
 * The browser tab's title for an address, in the active language: the step's or the page's name
 * and the storefront's; the storefront's alone where the address names neither.
 */
export function documentTitle(pathname: string, product: ProductType | null, t: Translate): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const position = positionForPath(path);
  const key = pageTitles[path];
  const page = position ? stepName(position.step, product) : key ? t(key) : null;
  return page ? t('documentTitle.page', { page }) : t('documentTitle.site');
}
