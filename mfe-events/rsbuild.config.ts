import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';
import { ROUTES } from './src/routes.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_events',
    exposes: {
      './app': './src/app.tsx',
      './alerts-widget': './src/alerts-widget.tsx',
      './header-search': './src/header-search.tsx',
      './active-events': './src/active-events.tsx',
    },
    routes: ROUTES,
    devPort: 3001,
  }),
);
