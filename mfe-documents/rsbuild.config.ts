import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_documents',
    exposes: { './app': './src/app.tsx' },
    devPort: 3002,
  }),
);
