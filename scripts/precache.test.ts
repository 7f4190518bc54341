import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheList } from './build.mjs';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const assets = (js: { sync?: string[]; async?: string[] }, css: { sync?: string[] } = {}) => ({
  js: { sync: js.sync ?? [], async: js.async ?? [] },
  css: { sync: css.sync ?? [], async: [] },
});

async function put(path: string, body = 'x') {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), body);
}

describe('the service worker precache list', () => {
  it('keeps the shell and every file the shell loads of a remote, not the libraries the shell provides nor its standalone page', async () => {
    root = await mkdtemp(join(tmpdir(), 'dwell-precache-'));
    const files = [
      'static/js/index.aaaa1111.js',
      'static/js/async/react.bbbb2222.js',
      'icons/icon-192.png',
      'mfe/events/static/js/dwell_events.cccc3333.js',
      'mfe/events/static/js/index.dddd4444.js',
      'mfe/events/static/js/async/__federation_expose_app.eeee5555.js',
      'mfe/events/static/js/async/app.ffff6666.js',
      'mfe/events/static/js/async/lazy-dialog.abab7777.js',
      'mfe/events/static/css/async/app.cdcd8888.css',
      'mfe/events/static/js/async/react-dom.efef9999.js',
      'mfe/events/static/js/async/both.a1a1a1a1.js',
      'mfe/events/static/js/async/standalone.c3c3c3c3.js',
      'mfe/events/static/css/async/standalone.d4d4d4d4.css',
      'mfe/events/static/svg/map.e5e5e5e5.svg',
      'mfe/events/v/old/static/js/async/app.b2b2b2b2.js',
    ];
    for (const f of files) await put(f);
    await put('sw.js');
    await put(
      'mfe/events/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'static/js/dwell_events.cccc3333.js', path: '' } },
        shared: [
          { name: 'react-dom', assets: assets({ sync: ['static/js/async/react-dom.efef9999.js'] }) },
          { name: 'jotai', assets: assets({ sync: ['static/js/async/both.a1a1a1a1.js'] }) },
        ],
        exposes: [
          {
            name: 'app',
            assets: assets(
              {
                sync: ['static/js/async/__federation_expose_app.eeee5555.js', 'static/js/async/app.ffff6666.js'],
                async: ['static/js/async/both.a1a1a1a1.js', 'static/js/async/lazy-dialog.abab7777.js'],
              },
              { sync: ['static/css/async/app.cdcd8888.css'] },
            ),
          },
        ],
      }),
    );
    expect(await precacheList(root)).toEqual([
      '/icons/icon-192.png',
      '/mfe/events/static/css/async/app.cdcd8888.css',
      '/mfe/events/static/js/async/__federation_expose_app.eeee5555.js',
      '/mfe/events/static/js/async/app.ffff6666.js',
      // Listed under a shared library but also by an exposed module: loaded, so kept.
      '/mfe/events/static/js/async/both.a1a1a1a1.js',
      // A screen's lazy part, listed among its module's async files.
      '/mfe/events/static/js/async/lazy-dialog.abab7777.js',
      // The remote's entry (the manifest's metaData); the standalone page's entry and chunk are left out.
      '/mfe/events/static/js/dwell_events.cccc3333.js',
      // A remote's image (the manifest lists scripts and styles only).
      '/mfe/events/static/svg/map.e5e5e5e5.svg',
      '/static/js/async/react.bbbb2222.js',
      '/static/js/index.aaaa1111.js',
    ]);
  });
});
