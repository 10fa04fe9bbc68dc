import { loadingSpinnerDefaults } from '@storefront/shared';
import { useT } from '../i18n';
import './loading-spinner.css';

/** The spec's loading spinner (green, size 80) shown while a remote loads. */
export function LoadingSpinner() {
  const t = useT();
  const { color, size } = loadingSpinnerDefaults;
  return (
    <div className="sf-spinner" role="status" aria-live="polite">
      <span
        className="sf-spinner__ring"
        style={{ width: size, height: size, borderTopColor: color, borderRightColor: color }}
        aria-hidden="true"
      />
      <span className="sf-visually-hidden">{t('remote.loading')}</span>
    </div>
  );
}
