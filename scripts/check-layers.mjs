// npm run lint: fails when an import breaks the layer rules (docs/architecture.md#layers). Import cycles are
// Biome's noImportCycles.
//
//   node scripts/check-layers.mjs [<repository root>]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf } from './layers/imports.mjs';
import { brokenRules } from './layers/rules.mjs';
import { ROOT } from './lib.mjs';

const root = process.argv[2] ?? ROOT;

const SKIP = new Set(['node_modules', 'dist', 'types-dist', '.wrangler']);
// A workspace's static files and outputs (shell/public, bench/results, e2e/screenshots) hold no imports.
const SKIP_IN_WORKSPACE = /^[\w-]+\/(public|results|screenshots)$/;
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

/** Every code file under a folder, as repository paths. */
function codeFiles(dir) {
  const found = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory() && !SKIP.has(entry.name) && !SKIP_IN_WORKSPACE.test(path)) found.push(...codeFiles(path));
    else if (entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const dirs = [...readJson('package.json').workspaces, 'scripts'].filter((dir) => existsSync(join(root, dir)));
const packages = {};
for (const dir of dirs.filter((d) => d !== 'scripts')) {
  const pkg = readJson(`${dir}/package.json`);
  packages[pkg.name] = { dir, exports: pkg.exports };
}
const core = readJson('core/package.json');
const context = { packages, dirs, coreDependencies: Object.keys({ ...core.dependencies, ...core.peerDependencies }) };

const problems = [];
let files = 0;
for (const file of dirs.flatMap(codeFiles)) {
  files++;
  for (const imp of importsOf(readFileSync(join(root, file), 'utf8'))) {
    for (const rule of brokenRules(file, imp, context)) problems.push({ file, imp, rule });
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} import(s) break the layer rules (docs/architecture.md#layers):`);
  for (const { file, imp, rule } of problems)
    console.error(`  ${file}:${imp.line} imports '${imp.specifier}'\n    ${rule}`);
  process.exit(1);
}
console.log(`Layers: ${files} files checked, no rule broken.`);
