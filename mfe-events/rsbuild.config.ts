import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_events',
    exposes: { './app': './src/app.tsx' },
    devPort: 3001,
  }),
);
