import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES } from './layers/rules.mjs';

const ROOT = join(import.meta.dirname, '..');
let tree: string | undefined;

/** A small repository with the given files (paths relative to its root), for the check to read. */
function repository(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'dwell-layers-'));
  const workspaces = { 'package.json': JSON.stringify({ workspaces: ['core', 'db', 'api', 'mfe-one', 'mfe-two'] }) };
  const manifests = {
    'core/package.json': JSON.stringify({
      name: '@dwell/core',
      exports: { './*': './src/*.ts' },
      dependencies: { zod: '*' },
    }),
    'db/package.json': JSON.stringify({ name: '@dwell/db' }),
    'api/package.json': JSON.stringify({ name: '@dwell/api' }),
    'mfe-one/package.json': JSON.stringify({ name: '@dwell/mfe-one' }),
    'mfe-two/package.json': JSON.stringify({ name: '@dwell/mfe-two' }),
  };
  for (const [path, text] of Object.entries({ ...workspaces, ...manifests, ...files })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return tree;
}

const checkLayers = (root: string) =>
  spawnSync(join(ROOT, 'node_modules', '.bin', 'node'), [join(ROOT, 'scripts', 'check-layers.mjs'), root], {
    encoding: 'utf8',
  });

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

describe('node scripts/check-layers.mjs', () => {
  it('passes a repository whose imports keep the rules', () => {
    const run = checkLayers(
      repository({
        'core/src/money.ts': "import { z } from 'zod';\nexport const money = z.number();",
        'db/seed/run.ts': "import { money } from '@dwell/core/money';",
        'mfe-one/src/features/list/page.tsx': "import { row } from '../../shared/row.tsx';",
      }),
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('no rule broken');
    expect(run.status).toBe(0);
  });

  it('fails naming each file, line, import and rule broken', () => {
    const run = checkLayers(
      repository({
        'db/seed/run.ts': "import { z } from 'zod';\nimport { hashPassword } from '../../api/src/lib/password.ts';",
        'mfe-one/src/features/list/page.tsx': "import { detail } from '../detail/detail.tsx';",
        // A feature may be called public; only a workspace's own public/ folder holds static files.
        'mfe-one/src/features/public/page.tsx': "import { detail } from '../detail/detail.tsx';",
        'mfe-one/public/vendor.js': "import '../../mfe-two/src/app.tsx';",
        'mfe-two/src/app.tsx':
          "// import { nothing } from '../../mfe-one/src/app.tsx';\nimport('../../mfe-one/src/app.tsx');",
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('4 import(s) break the layer rules');
    expect(run.stderr).toContain(`db/seed/run.ts:2 imports '../../api/src/lib/password.ts'\n    ${RULES.tools}`);
    expect(run.stderr).toContain(
      `mfe-one/src/features/list/page.tsx:1 imports '../detail/detail.tsx'\n    ${RULES.feature}`,
    );
    expect(run.stderr).toContain(`mfe-one/src/features/public/page.tsx:1 imports '../detail/detail.tsx'`);
    expect(run.stderr).toContain(`mfe-two/src/app.tsx:2 imports '../../mfe-one/src/app.tsx'\n    ${RULES.remote}`);
  });
});
