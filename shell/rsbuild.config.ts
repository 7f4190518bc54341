import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { hostConfig } from '@dwell/ui/build/federation.ts';

/** The signed-in layout's frame, rendered from the layout's components (src/features/layout/layout-frame.tsx). */
const FRAME_FILE = join(import.meta.dirname, 'src', 'layout-frame.generated.html');
/** The landing page as a signed-out visitor sees it (src/features/public/landing.tsx `LandingContent`). */
const LANDING_FILE = join(import.meta.dirname, 'src', 'landing.generated.html');
const ROOT = '<div id="root"></div>';

/**
 * Puts the layout's frame and the landing page in the page, each inert in a `<template>`: the worker unwraps
 * the frame in the page of a signed-in screen, the landing page in a signed-out visitor's front page, and drops
 * them from every other (api/src/lib/assets/serve-page.ts).
 */
const pluginLayoutFrame: RsbuildPlugin = {
  name: 'dwell:layout-frame',
  setup(api) {
    api.modifyHTML((html) => {
      if (!html.includes(ROOT)) throw new Error(`src/index.html has no ${ROOT} for the layout's frame`);
      const frame = readFileSync(FRAME_FILE, 'utf8').trim();
      const landing = readFileSync(LANDING_FILE, 'utf8').trim();
      return html.replace(
        ROOT,
        `<div id="root"><template data-layout-frame>${frame}</template><template data-landing>${landing}</template></div>`,
      );
    });
  },
};

const base = hostConfig(3000);

export default defineConfig({ ...base, plugins: [...(base.plugins ?? []), pluginLayoutFrame] });
