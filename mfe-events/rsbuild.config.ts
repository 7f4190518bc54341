import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_events',
    exposes: {
      './app': './src/app.tsx',
      './alerts-widget': './src/alerts-widget.tsx',
      './header-search': './src/header-search.tsx',
      './active-events': './src/active-events.tsx',
    },
    devPort: 3001,
  }),
);
