import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';
import { ROUTES } from './src/routes.ts';
import { writeUsStatesSvg } from './build/us-map.ts';

// The map's state outlines are projected here, once, rather than in every visitor's browser.
writeUsStatesSvg();

export default defineConfig(
  remoteConfig({
    name: 'dwell_reports',
    exposes: {
      './app': './src/app.tsx',
      './stat-cards': './src/stat-cards.tsx',
      './trend-chart': './src/trend-chart.tsx',
      './active-map': './src/active-map.tsx',
      './recent-activity': './src/recent-activity.tsx',
    },
    routes: ROUTES,
    devPort: 3003,
  }),
);
