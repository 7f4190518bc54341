/// <reference types="vite/client" />
/**
 * SECURITY.md names the test proving each requirement; every file it names must exist and every test name
 * (up to an ellipsis) must be in that file, so the document cannot drift from the suite.
 */
import { describe, expect, it } from 'vitest';
import doc from '../../../SECURITY.md?raw';

const sources = import.meta.glob(['../../**/*.test.ts', '../../../e2e/tests/*.e2e.ts', '../../../scripts/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Source of a file as SECURITY.md names it: a repository path, or a bare name in api/test/security. */
function sourceOf(name: string): string | undefined {
  const path = name.includes('/') ? name : `api/test/security/${name}`;
  // Glob keys are relative to this file; resolved against it they become repository paths.
  const key = Object.keys(sources).find(
    (k) => new URL(k, 'file:///repo/api/test/security/').pathname === `/repo/${path}`,
  );
  return key ? sources[key] : undefined;
}

/** Every `file` › name reference in the requirement tables (a name runs to the next `;`, `|` or `(`). */
function references(): { file: string; name: string | null }[] {
  const refs: { file: string; name: string | null }[] = [];
  for (const line of doc.split('\n').filter((l) => l.startsWith('| V') || l.startsWith('| Load'))) {
    const cell = line.split('|').slice(-2)[0] ?? '';
    let file = '';
    for (const part of cell.split(/;\s*/)) {
      const named = /`([^`]+\.(?:test|e2e)\.ts)`/.exec(part);
      if (named?.[1]) file = named[1];
      const name = /›\s*([^(|]+)/.exec(part)?.[1]?.trim() ?? null;
      if (file) refs.push({ file, name });
    }
  }
  return refs;
}

describe('SECURITY.md', () => {
  it('names only test files and tests that exist', () => {
    const refs = references();
    expect(refs.length).toBeGreaterThan(30);
    const missing = refs.flatMap(({ file, name }) => {
      const source = sourceOf(file);
      if (!source) return [`no file ${file}`];
      const words =
        name
          ?.split('…')[0]
          ?.trim()
          .replace(/^as V[\d.]+$/, '') ?? '';
      return words && !source.includes(words) ? [`no test "${words}" in ${file}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
