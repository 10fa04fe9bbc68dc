import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';

createRoot(document.getElementById('root')!).render(<ConsoleApp />);
