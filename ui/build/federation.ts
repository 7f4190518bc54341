import { createRequire } from 'node:module';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import type { RemoteRoute } from '../src/lib/remote-routes.ts';

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
    ],
    source: { entry: { index: './src/standalone.tsx' } },
    html: { title: `Dwell · ${name}` },
    output: { assetPrefix: 'auto', cleanDistPath: true, distPath: { root: 'dist' } },
    server: { port: devPort, host: '127.0.0.1', proxy: { '/api': API_ORIGIN } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
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
