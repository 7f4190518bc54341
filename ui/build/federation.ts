import { createRequire } from 'node:module';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, RsbuildPlugin, Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import type { RemoteRoute } from '../src/lib/remote-routes.ts';
import { pluginCompileHints } from './compile-hints.ts';

const require = createRequire(import.meta.url);
const uiPackage = require('../package.json') as { dependencies: Record<string, string> };

/** Libraries that must exist once on the page: one React, one jotai store, one query cache. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  '@tanstack/react-query',
] as const;

function shared(): Record<string, { singleton: true; requiredVersion: string }> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const pkg = name.split('/')[0] === '@tanstack' ? name : (name.split('/')[0] ?? name);
      const requiredVersion = uiPackage.dependencies[pkg];
      if (!requiredVersion) throw new Error(`ui/package.json has no version for shared ${pkg}`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * The federation runtime's modules as ES modules. Its plugin resolves them with `require.resolve`, which picks their
 * CommonJS builds, and a bundle cannot drop what it does not use from those: each remote's entry carried the whole
 * SDK (manifest and snapshot handling, Node's script loading, the logger) and every error text, 49 KB a phone
 * parses and runs on every page that shows the remote, and the shell's entry the same unused parts. As ES modules
 * only what is called stays: a remote's entry is 27 KB, the shell's 92 KB instead of 117. The aliases are set
 * after the plugin's own (afterPlugins), which they replace.
 */
const pluginEsmFederationRuntime: RsbuildPlugin = {
  name: 'dwell:esm-federation-runtime',
  setup(api) {
    const esm = (name: string) => require.resolve(name).replace(/\.cjs$/, '.js');
    const runtime = esm('@module-federation/runtime');
    const aliases = {
      [require.resolve('@module-federation/webpack-bundler-runtime')]: esm(
        '@module-federation/webpack-bundler-runtime',
      ),
      // The shell's plugin that hands its runtime to the remotes (provideExternalRuntime).
      [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: esm(
        '@module-federation/inject-external-runtime-core-plugin',
      ),
      '@module-federation/runtime': runtime,
      '@module-federation/runtime$': runtime,
    };
    // Built for a page, the SDK's debug switch is off rather than read from localStorage (federation-sdk.ts).
    const sdk = {
      '@module-federation/sdk$': require.resolve('./federation-sdk.ts'),
      '@dwell/federation-sdk-esm$': esm('@module-federation/sdk'),
    };
    api.modifyRspackConfig((config, { isProd }) => {
      config.plugins.push({
        apply(compiler: Rspack.Compiler) {
          compiler.hooks.afterPlugins.tap('dwell:esm-federation-runtime', () => {
            compiler.options.resolve.alias = { ...compiler.options.resolve.alias, ...aliases, ...(isProd ? sdk : {}) };
          });
        },
      });
    });
  },
};

/** The port the API listens on locally; every dev server proxies /api to it. */
const API_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

interface RemoteOptions {
  /** Container name, e.g. dwell_events. */
  name: string;
  exposes: Record<string, string>;
  devPort: number;
  /** The remote's routes (its src/routes.ts): written into its manifest for the API to serve to the shell. */
  routes: readonly RemoteRoute[];
}

/**
 * Build config of a remote: its own dev page, a manifest, hashed files served from wherever it is deployed.
 * The manifest carries the remote's routes under metaData.dwell.routes, so a route or sidebar link a remote
 * adds reaches the shell with the remote's own deploy, never a shell rebuild.
 */
export function remoteConfig({ name, exposes, devPort, routes }: RemoteOptions): RsbuildConfig {
  const invalid = remoteRoutesSchema.safeParse(routes);
  if (!invalid.success) throw new Error(`${name}: src/routes.ts is not a valid declaration: ${invalid.error.message}`);
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        shared: shared(),
        dts: false,
        manifest: {
          additionalData: ({ stats }) => {
            // The build's version (the remote CLI stamps commit and time) names it in the registry and /api/health.
            Object.assign(stats.metaData, { dwell: { routes, version: process.env.DWELL_REMOTE_VERSION ?? 'dev' } });
            return stats;
          },
        },
        // The shell provides the federation runtime; a remote does not ship its own copy.
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      pluginEsmFederationRuntime,
      pluginCompileHints,
    ],
    source: { entry: { index: './src/standalone.tsx' } },
    html: { title: `Dwell · ${name}` },
    output: { assetPrefix: 'auto', cleanDistPath: true, distPath: { root: 'dist' } },
    server: { port: devPort, host: '127.0.0.1', proxy: { '/api': API_ORIGIN } },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // The remote's own styles, which each exposed module imports, in one file: a page with several of its
        // modules (the header's search and alerts, the screen) loads and applies them once, not once per module.
        override: {
          cacheGroups: {
            exposedStyles: {
              type: 'css/mini-extract',
              name: 'exposed-styles',
              chunks: (chunk) => chunk.name?.startsWith('__federation_expose_') ?? false,
              enforce: true,
            },
          },
        },
      },
    },
  };
}

/**
 * Links in the shell's page for the files every page starts with (scripts preloaded, styles applied): the app behind the entry's
 * federation boundary (`import('./bootstrap.tsx')`) and the shared libraries the shell provides (React, the
 * query cache, jotai). The entry script only asks for them once it has run, one round trip later; hinted, they
 * arrive alongside it (the entry asked for first). The consume-side fallbacks are left out: the shell's own provided copies are the ones
 * loaded. Remotes' files are never hinted here (a remote deploys on its own).
 */
export function pluginPreloadBoot(bootImport: string): RsbuildPlugin {
  return {
    name: 'dwell:preload-boot',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation }) => {
        const publicPath =
          typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          const boots = group.origins.some(
            (o) => o.request === bootImport || o.module?.identifier().startsWith('provide shared module'),
          );
          if (!boots) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
        }
        const preload = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            // The styles apply at once: a signed-in page's HTML frame (shell/src/features/layout/layout-frame.tsx)
            // paints with them before any script has run. The app's own loading of them then finds them there.
            attrs: file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${publicPath}${file}` }
              : { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          }));
        // The entry itself first: a deferred script is otherwise fetched at low priority, after the preloads.
        const headTags = tags.headTags.map((tag) =>
          tag.tag === 'script' ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag,
        );
        return { ...tags, headTags: [...headTags, ...preload] };
      });
    },
  };
}

/** Build config of the shell: the host that registers remotes at run time from /api/mfe-manifest. */
export function hostConfig(devPort: number): RsbuildConfig {
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'dwell_shell',
        remotes: {},
        shared: shared(),
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      pluginEsmFederationRuntime,
      pluginCompileHints,
      pluginPreloadBoot('./bootstrap.tsx'),
    ],
    source: { entry: { index: './src/index.tsx' } },
    html: { title: 'Dwell', template: './src/index.html' },
    output: { cleanDistPath: true, distPath: { root: 'dist' } },
    server: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      proxy: { '/api': API_ORIGIN, '/mfe': API_ORIGIN },
    },
  };
}
