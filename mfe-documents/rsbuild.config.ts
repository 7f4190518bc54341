import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';
import { ROUTES } from './src/routes.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_documents',
    exposes: { './app': './src/app.tsx' },
    routes: ROUTES,
    devPort: 3002,
  }),
);
