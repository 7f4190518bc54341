import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@dwell/ui/build/federation.ts';

export default defineConfig(
  remoteConfig({
    name: 'dwell_account',
    exposes: { './app': './src/app.tsx', './onboarding': './src/onboarding.tsx' },
    devPort: 3004,
  }),
);
