import '@dwell/ui/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { announceRuntime } from '@dwell/ui/lib/runtime.ts';
import { z } from 'zod';
import { Root } from './app.tsx';
import { startPwa } from './features/pwa/register.ts';

// zod would probe `Function("")` on its first parse, which the pages' CSP refuses (and reports): every copy
// of zod in the shell and the remotes reads this one global setting.
z.config({ jitless: true });

announceRuntime('shell');
startPwa();
const container = document.getElementById('root');
// A transition: the first render works in slices the browser can interrupt to paint and answer taps.
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<Root />));
}
