// Type-checks every workspace with its own tsconfig.
import { existsSync } from 'node:fs';
import { bin, run } from './lib.mjs';

const WORKSPACES = [
  'core',
  'db',
  'api',
  'ui',
  'shell',
  'mfe-events',
  'mfe-documents',
  'mfe-reports',
  'mfe-account',
  'prerender',
  'e2e',
  'bench',
  'scripts',
];
// The client a program would generate from /api/v2's OpenAPI document: its types are checked with the API's.
await run(bin('node'), ['api/client/generate.ts'], { quiet: true });
// Front ends see the API only through its declarations (the worker's global types clash with the DOM's).
await run(bin('tsc'), ['-p', 'api/tsconfig.types.json']);
for (const ws of WORKSPACES.filter((w) => existsSync(`${w}/tsconfig.json`))) {
  await run(bin('tsc'), ['-p', `${ws}/tsconfig.json`]);
}
// core/src/server runs only in the API and the tools: Node's types there, and nowhere else in core.
await run(bin('tsc'), ['-p', 'core/tsconfig.server.json']);
console.log('typecheck passed');
