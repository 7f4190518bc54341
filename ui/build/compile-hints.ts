import type { RsbuildPlugin } from '@rsbuild/core';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts each script of a build (the shell's, and each remote's) with V8's compile hint. Without it V8 compiles a
 * function on the main thread when it is first called: the shell's as every page starts (React, the query cache,
 * the app), a remote's in the tap that opens its screen, though its code was warmed long before. With it the
 * whole file is compiled while it streams in, on a thread of its own. Added after minification (which drops
 * comments) and before the files' content hashes.
 */
export const pluginCompileHints: RsbuildPlugin = {
  name: 'dwell:compile-hints',
  setup(api) {
    api.processAssets({ stage: 'summarize' }, ({ assets, sources, compilation }) => {
      for (const name of Object.keys(assets)) {
        if (name.startsWith('static/js/') && name.endsWith('.js'))
          compilation.updateAsset(name, (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
      }
    });
  },
};
