import { defineConfig } from '@rsbuild/core';
import { hostConfig } from '@dwell/ui/build/federation.ts';

export default defineConfig(hostConfig(3000));
