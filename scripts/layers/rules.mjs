// The layer rules of docs/architecture.md#layers, applied to one import at a time.
import { posix } from 'node:path';

/**
 * The shell's pieces that several of its features use, to move to shell/src/shared once the typed-client and
 * form work on these files has merged (moving them now would break those branches' relative imports). Until
 * then a feature may import these, and only these, from another feature. Shrinks to nothing: never add to it.
 */
export const SHARED_NOT_YET_MOVED = [
  'shell/src/features/auth/account-bar.tsx',
  'shell/src/features/auth/auth-shell.tsx',
  'shell/src/features/auth/sign-in-modal.tsx',
  'shell/src/features/pwa/offline-status.tsx',
  'shell/src/features/remotes/remote-screen.tsx',
  'shell/src/features/routing/access.ts',
  'shell/src/features/session/use-session.ts',
];

/** Modules only tests may load. */
const TEST_SPECIFIERS = /^(cloudflare:test|vitest|@cloudflare\/vitest-plugin)(\/|$)/;

export const RULES = {
  core: 'core imports only core and the packages core/package.json declares',
  coreNode: 'node: modules only under core/src/server (run by the API and the tools, never bundled into a screen)',
  db: 'db imports only core and db',
  api: "api imports only core, db and api (and the prerender package's entry, which draws a screen's first paint)",
  prerender:
    "prerender imports only core, ui and each remote's src/prerender.ts (the screens it may draw): never a remote's other files",
  tools: 'db, bench and scripts never import api/src: the pure helpers they share live in core',
  ui: "ui imports only core and ui (and, type-only, the API's AppType from @dwell/api)",
  frontEnd:
    "the shell and the remotes import only core, ui and their own files (and, type-only, the API's AppType from @dwell/api)",
  server: 'screens never import core/src/server: it is Node-only (scrypt, the password list, the zone grid)',
  shell: "the shell never imports a remote's source: it mounts each remote by its path prefix at run time",
  remote: 'a remote never imports another remote or the shell',
  feature:
    "a feature never imports another feature's files: move the shared piece to the workspace's src/shared or to ui",
  shared:
    'code shared inside a workspace (src/shared, src/lib, …) never imports a feature: only the entry files at src/ do',
  testOnly: 'code under src never imports test-only code (*.test.ts, test/, cloudflare:test, vitest)',
};

/**
 * Where a repository path sits: its workspace, its folder under src (null for the entry files at src/ itself),
 * and for front ends its feature folder.
 */
export function zoneOf(path) {
  const parts = path.split('/');
  const [top = '', second = '', third = '', fourth = ''] = parts;
  const workspace = top.startsWith('mfe-') ? 'remote' : top;
  const srcFolder = second === 'src' && parts.length > 3 ? third : null;
  const feature = srcFolder === 'features' && fourth ? fourth : null;
  return { workspace, dir: top, srcFolder, feature };
}

/** Whether a repository path is test-only code: a test file, anything under a test/ folder, or the listed modules. */
export function isTestPath(path) {
  return /\.(test|e2e)\.tsx?$/.test(path) || /(^|\/)test\//.test(path);
}

/** Whether a repository path is product code (under a workspace's src, or db's schema, seed and split) and not a test. */
export function isSourcePath(path) {
  return /^([\w-]+\/src|db\/(schema|seed|split))\//.test(path) && !isTestPath(path);
}

/** The path a workspace package subpath maps to through its package.json `exports` (`./*` patterns). */
function throughExports(dir, exportsField, subpath) {
  const entries = typeof exportsField === 'string' ? { '.': exportsField } : (exportsField ?? {});
  const key = subpath ? `./${subpath}` : '.';
  for (const [pattern, target] of Object.entries(entries)) {
    const to = typeof target === 'string' ? target : (target?.default ?? target?.import);
    if (typeof to !== 'string') continue;
    if (pattern === key) return posix.join(dir, to);
    const star = pattern.indexOf('*');
    if (star !== -1 && key.startsWith(pattern.slice(0, star)) && key.endsWith(pattern.slice(star + 1))) {
      const middle = key.slice(star, key.length - (pattern.length - star - 1));
      return posix.join(dir, to.replace('*', middle));
    }
  }
  return posix.join(dir, subpath);
}

/**
 * What a specifier in `from` points at: a repository path (relative or @dwell/… workspace imports), or an outside
 * module by name. `packages` maps each workspace package name to { dir, exports }.
 */
export function resolveImport(from, specifier, packages) {
  if (specifier.startsWith('.')) {
    const path = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/\?.*$/, '')));
    return { path };
  }
  const scoped = /^(@dwell\/[\w-]+)(?:\/(.*))?$/.exec(specifier);
  const pkg = scoped && packages[scoped[1]];
  if (pkg) return { path: throughExports(pkg.dir, pkg.exports, scoped[2] ?? '') };
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return { external: name };
}

/**
 * The rules an import breaks, as their texts. `imp` is { specifier, typeOnly }; `context` carries the workspace
 * packages, the workspace folders and the dependencies core declares.
 */
export function brokenRules(from, imp, context) {
  const broken = [];
  const source = zoneOf(from);
  const target = resolveImport(from, imp.specifier, context.packages);
  const fromTest = isTestPath(from);

  if (isSourcePath(from) && (TEST_SPECIFIERS.test(imp.specifier) || (target.path && isTestPath(target.path))))
    broken.push(RULES.testOnly);

  if (target.external) {
    const builtin = target.external.startsWith('node:');
    if (source.workspace === 'core' && builtin && !from.startsWith('core/src/server/') && !fromTest)
      broken.push(RULES.coreNode);
    if (source.workspace === 'core' && !builtin && !fromTest && !context.coreDependencies.includes(target.external))
      broken.push(RULES.core);
    return broken;
  }

  const to = zoneOf(target.path);
  // Files at the repository's root (SECURITY.md read by a test, package.json) belong to no layer.
  if (!context.dirs.includes(to.dir)) return broken;
  const apiTypes = imp.typeOnly && imp.specifier === '@dwell/api';
  const isFrontEnd = (w) => w === 'ui' || w === 'shell' || w === 'remote';
  switch (source.workspace) {
    case 'core':
      if (to.workspace !== 'core') broken.push(RULES.core);
      break;
    case 'db':
      if (to.workspace === 'api' && target.path.startsWith('api/src/')) broken.push(RULES.tools);
      else if (to.workspace !== 'core' && to.workspace !== 'db') broken.push(RULES.db);
      break;
    case 'bench':
    case 'scripts':
      if (target.path.startsWith('api/src/')) broken.push(RULES.tools);
      break;
    case 'api':
      if (!['core', 'db', 'api'].includes(to.workspace) && imp.specifier !== '@dwell/prerender') broken.push(RULES.api);
      break;
    case 'prerender':
      if (
        to.workspace === 'remote'
          ? !/^mfe-[\w-]+\/src\/prerender\.ts$/.test(target.path)
          : !['core', 'ui', 'prerender'].includes(to.workspace)
      )
        broken.push(RULES.prerender);
      break;
    case 'ui':
      if (!['core', 'ui'].includes(to.workspace) && !apiTypes) broken.push(RULES.ui);
      break;
    case 'shell':
      if (to.workspace === 'remote') broken.push(RULES.shell);
      else if (!['core', 'ui', 'shell'].includes(to.workspace) && !apiTypes) broken.push(RULES.frontEnd);
      break;
    case 'remote':
      if (to.workspace === 'shell' || (to.workspace === 'remote' && to.dir !== source.dir)) broken.push(RULES.remote);
      else if (!['core', 'ui', 'remote'].includes(to.workspace) && !apiTypes) broken.push(RULES.frontEnd);
      break;
  }
  if (isFrontEnd(source.workspace) && target.path.startsWith('core/src/server/')) broken.push(RULES.server);
  if (to.dir === source.dir && to.feature) {
    if (source.feature && to.feature !== source.feature && !SHARED_NOT_YET_MOVED.includes(target.path))
      broken.push(RULES.feature);
    else if (source.srcFolder && source.srcFolder !== 'features') broken.push(RULES.shared);
  }
  return broken;
}
