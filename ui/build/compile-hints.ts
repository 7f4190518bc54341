import type { RsbuildPlugin } from '@rsbuild/core';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts each of the shell's scripts with V8's compile hint. The shell's code is what every page runs as it
 * starts (React, the query cache, the app); without the hint V8 compiles a function on the main thread when it is
 * first called, in the middle of the start's tasks, and with it the whole file is compiled while it streams in,
 * on a thread of its own. Added after minification (which drops comments) and before the files' content hashes.
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
