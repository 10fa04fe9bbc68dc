import { createRoot } from 'react-dom/client';
import { startStorefront } from './app/start-storefront';

const container = document.getElementById('root')!;
// The built index.html carries the first view, prerendered (src/prerender/chrome-snapshot.tsx).
void startStorefront(createRoot(container), { prerendered: container.hasChildNodes() });
