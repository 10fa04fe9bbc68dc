import { useT } from '../i18n';
import './three-dot-loader.css';

export function ThreeDotLoader() {
  const t = useT();
  return (
    <div className="onb-dots" role="status" aria-label={t('loading')}>
      <span />
      <span />
      <span />
    </div>
  );
}
