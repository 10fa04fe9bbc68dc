import { createRoot } from 'react-dom/client';
import { startStorefront } from './app/start-storefront';

void startStorefront(createRoot(document.getElementById('root')!));
