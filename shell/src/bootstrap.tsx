import '@dwell/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { announceRuntime } from '@dwell/ui/lib/runtime.ts';
import { Root } from './app.tsx';

announceRuntime('shell');
const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
