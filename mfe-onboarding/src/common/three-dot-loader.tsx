import { messages } from '../messages';
import './three-dot-loader.css';

export function ThreeDotLoader() {
  return (
    <div className="onb-dots" role="status" aria-label={messages.loading}>
      <span />
      <span />
      <span />
    </div>
  );
}
