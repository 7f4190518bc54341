import { describe, expect, it } from 'vitest';
import { brokenRules, RULES, resolveImport } from './rules.mjs';

const packages = {
  '@dwell/core': { dir: 'core', exports: { './*': './src/*.ts' } },
  '@dwell/db': { dir: 'db', exports: { './schema/*': './schema/*.ts', './seed/*': './seed/*.ts' } },
  '@dwell/api': { dir: 'api', exports: { '.': { types: './types-dist/app-type.d.ts', default: './src/app-type.ts' } } },
  '@dwell/ui': { dir: 'ui', exports: { './build/*': './build/*', './*': './src/*' } },
  '@dwell/prerender': { dir: 'prerender', exports: { '.': { types: './src/contract.ts', default: './src/index.ts' } } },
  '@dwell/mfe-events': { dir: 'mfe-events' },
};
const context = {
  packages,
  dirs: ['core', 'db', 'api', 'ui', 'shell', 'mfe-events', 'mfe-reports', 'prerender', 'e2e', 'bench', 'scripts'],
  coreDependencies: ['zod', '@oslojs/crypto'],
};
const check = (from: string, specifier: string, typeOnly = false) =>
  brokenRules(from, { specifier, typeOnly }, context);

describe('resolveImport', () => {
  it('maps workspace packages through their exports and relative paths from the importing file', () => {
    expect(resolveImport('ui/src/a.ts', '@dwell/core/schemas/events', packages)).toEqual({
      path: 'core/src/schemas/events.ts',
    });
    expect(resolveImport('shell/src/a.ts', '@dwell/ui/lib/router.tsx', packages)).toEqual({
      path: 'ui/src/lib/router.tsx',
    });
    expect(resolveImport('db/seed/run.ts', '../../api/src/lib/x.ts', packages)).toEqual({ path: 'api/src/lib/x.ts' });
    expect(resolveImport('ui/src/a.ts', '@dwell/api', packages)).toEqual({ path: 'api/src/app-type.ts' });
    expect(resolveImport('core/src/a.ts', '@oslojs/crypto/sha2', packages)).toEqual({ external: '@oslojs/crypto' });
  });
});

describe('brokenRules', () => {
  it('keeps core to core and the packages it declares; node: modules only under core/src/server', () => {
    expect(check('core/src/a.ts', './b.ts')).toEqual([]);
    expect(check('core/src/a.ts', '@oslojs/crypto/sha2')).toEqual([]);
    expect(check('core/src/a.ts', '../../db/schema/users.ts')).toEqual([RULES.core]);
    expect(check('core/src/a.ts', '@dwell/ui/lib/router.tsx')).toEqual([RULES.core]);
    expect(check('core/src/a.ts', 'react')).toEqual([RULES.core]);
    expect(check('core/src/a.ts', 'node:crypto')).toEqual([RULES.coreNode]);
    expect(check('core/src/server/password.ts', 'node:crypto')).toEqual([]);
    expect(check('core/src/a.test.ts', 'vitest')).toEqual([]);
  });

  it('keeps db, bench and scripts off api/src, and db off the front ends', () => {
    expect(check('db/seed/run.ts', '@dwell/core/server/password')).toEqual([]);
    expect(check('db/seed/run.ts', '../../api/src/lib/password.ts')).toEqual([RULES.tools]);
    expect(check('db/seed/run.ts', '@dwell/ui/lib/router.tsx')).toEqual([RULES.db]);
    expect(check('bench/run.ts', '../api/src/lib/password.ts')).toEqual([RULES.tools]);
    expect(check('scripts/create-admin.ts', '../api/src/lib/password.ts')).toEqual([RULES.tools]);
    expect(check('scripts/build.mjs', './lib.mjs')).toEqual([]);
  });

  it("lets ui import core, ui and, type-only, the API's AppType; nothing else of the API or above", () => {
    expect(check('ui/src/lib/api-client.ts', '@dwell/api', true)).toEqual([]);
    expect(check('ui/src/lib/api-client.ts', '@dwell/api')).toEqual([RULES.ui]);
    expect(check('ui/src/lib/x.ts', '../../../api/src/routes/events/index.ts', true)).toEqual([RULES.ui]);
    expect(check('ui/src/lib/x.ts', '../../../shell/src/routes.tsx')).toEqual([RULES.ui]);
    expect(check('ui/src/lib/x.ts', '../../../mfe-events/src/lib/api.ts')).toEqual([RULES.ui]);
    expect(check('ui/src/lib/x.ts', '@dwell/core/server/password')).toEqual([RULES.server]);
  });

  it('keeps the shell off the remotes and each remote off the shell and the other remotes', () => {
    expect(check('shell/src/app.tsx', '@dwell/ui/lib/router.tsx')).toEqual([]);
    expect(check('shell/src/app.tsx', '../../mfe-events/src/app.tsx')).toEqual([RULES.shell]);
    expect(check('mfe-events/src/a.ts', '../../mfe-reports/src/lib/api.ts')).toEqual([RULES.remote]);
    expect(check('mfe-events/src/a.ts', '../../shell/src/routes.tsx')).toEqual([RULES.remote]);
    expect(check('mfe-events/src/a.ts', '../../db/schema/events.ts')).toEqual([RULES.frontEnd]);
    expect(check('mfe-events/src/a.ts', './lib/api.ts')).toEqual([]);
  });

  it('keeps each feature to its own files and shared code off the features', () => {
    const from = 'mfe-events/src/features/claims/components/claims-page.tsx';
    expect(check(from, '../../../shared/claim-panel.tsx')).toEqual([]);
    expect(check(from, '../api/use-claims.ts')).toEqual([]);
    expect(check(from, '../../event-detail/api/use-event.ts')).toEqual([RULES.feature]);
    expect(check('mfe-events/src/shared/claim-panel.tsx', '../features/claims/api/x.ts')).toEqual([RULES.shared]);
    expect(check('mfe-events/src/events-app.tsx', './features/claims/components/claims-page.tsx')).toEqual([]);
    expect(check('shell/src/features/auth/login-page.tsx', '../billing/start-checkout.ts')).toEqual([RULES.feature]);
  });

  it("lets the shell's features use the listed pieces that are to move to shell/src/shared, and no others", () => {
    expect(check('shell/src/features/billing/checkout-page.tsx', '../auth/account-bar.tsx')).toEqual([]);
    expect(check('shell/src/features/layout/user-menu.tsx', '../session/use-session.ts')).toEqual([]);
    expect(check('shell/src/features/layout/user-menu.tsx', '../session/session-monitor.tsx')).toEqual([RULES.feature]);
  });

  it('keeps test-only code out of src, which lives in api/test and *.test files', () => {
    expect(check('api/src/routes/events/create.ts', 'cloudflare:test')).toEqual([RULES.testOnly]);
    expect(check('api/src/routes/events/create.ts', '../../../test/helpers.ts')).toEqual([RULES.testOnly]);
    expect(check('api/src/routes/events/create.ts', './events.test.ts')).toEqual([RULES.testOnly]);
    expect(check('mfe-events/src/lib/api.ts', 'vitest')).toEqual([RULES.testOnly]);
    expect(check('api/src/routes/events/events.test.ts', 'cloudflare:test')).toEqual([]);
    expect(check('api/test/helpers.ts', 'cloudflare:test')).toEqual([]);
  });

  it('keeps the API off the front ends, and files at the repository root out of every layer', () => {
    expect(check('api/src/app.ts', '../../ui/src/lib/router.tsx')).toEqual([RULES.api]);
    expect(check('api/test/security/doc.test.ts', '../../../SECURITY.md?raw')).toEqual([]);
  });

  it("lets the API reach the screens only through the prerender package, and that package only each remote's prerender.ts", () => {
    expect(check('api/src/lib/assets/prerender.ts', '@dwell/prerender')).toEqual([]);
    expect(check('api/src/lib/assets/prerender.ts', '@dwell/mfe-events/src/prerender.ts')).toEqual([RULES.api]);
    expect(check('prerender/src/index.ts', '@dwell/mfe-events/src/prerender.ts')).toEqual([]);
    expect(check('prerender/src/index.ts', '@dwell/ui/lib/prerender.tsx')).toEqual([]);
    expect(check('prerender/src/index.ts', '@dwell/mfe-events/src/events-app.tsx')).toEqual([RULES.prerender]);
    expect(check('prerender/src/index.ts', '../../shell/src/app.tsx')).toEqual([RULES.prerender]);
    expect(check('prerender/src/index.ts', '@dwell/api')).toEqual([RULES.prerender]);
  });
});
