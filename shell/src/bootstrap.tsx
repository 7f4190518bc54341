import '@dwell/ui/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { announceRuntime } from '@dwell/ui/lib/runtime.ts';
import { zodJitless } from '@dwell/ui/lib/zod-jitless.ts';
import { Root } from './app.tsx';
import { startPwa } from './features/pwa/register.ts';

zodJitless();

announceRuntime('shell');
startPwa();
const container = document.getElementById('root');
// A transition: the first render works in slices the browser can interrupt to paint and answer taps.
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<Root />));
}
