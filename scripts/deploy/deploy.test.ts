/**
 * `npm run deploy:dry-run -- events` (issue 20): one remote builds and checks alone. The shell's build, the
 * other remotes' builds and the assembled assets stay exactly as they were (or absent, on a fresh clone).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { remoteSiteDir } from '../build.mjs';
import { bin, childEnv, ROOT } from '../lib.mjs';

/** Every file under `dir` with its size and modification time, or null when the folder does not exist. */
async function snapshot(dir: string): Promise<Record<string, string> | null> {
  if (!existsSync(dir)) return null;
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path] = `${info.size}:${info.mtimeMs}`;
  }
  return files;
}

const UNTOUCHED = ['shell/dist', 'mfe-documents/dist', 'mfe-reports/dist', 'mfe-account/dist', 'dist/assets'];

describe('deploy one remote', () => {
  it('a dry run of the events remote builds only mfe-events, stamped with its version', async () => {
    const before = await Promise.all(UNTOUCHED.map((dir) => snapshot(join(ROOT, dir))));
    const { stdout } = await promisify(execFile)(bin('node'), ['scripts/deploy.mjs', '--dry-run', 'events'], {
      cwd: ROOT,
      env: childEnv(),
    });
    const version = /dry-run ok: events (\S+)/.exec(stdout)?.[1];
    expect(version).toMatch(/^[0-9a-z]+-\d{8}T\d{6}Z$/);
    const after = await Promise.all(UNTOUCHED.map((dir) => snapshot(join(ROOT, dir))));
    expect(after).toEqual(before);

    // The site its Worker serves: this build at the root, with the headers the shell's origin needs.
    const site = remoteSiteDir('events');
    const manifest = JSON.parse(await readFile(join(site, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.dwell.version).toBe(version);
    expect(await readFile(join(site, '_headers'), 'utf8')).toContain('Access-Control-Allow-Origin: *');
    // A dry run keeps no version.
    expect(existsSync(join(ROOT, 'dist', 'remote-versions', 'events', version ?? ''))).toBe(false);
  }, 120_000);
});
