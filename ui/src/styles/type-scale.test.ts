import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Every style file of the shell, the shared UI and the remotes. */
function styleFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) found.push(path);
    }
  };
  for (const area of readdirSync(ROOT).filter((name) => name === 'ui' || name === 'shell' || name.startsWith('mfe-')))
    walk(join(ROOT, area, 'src'));
  return found;
}

/** Each size or weight in `css` that is no token of the type scale (tokens.css), with `name` and its line. */
function offScale(css: string, name: string): string[] {
  return css.split('\n').flatMap((line, index) => {
    const match = /\bfont-(size|weight):\s*([^;]+);/.exec(line);
    if (!match) return [];
    const [, kind, written = ''] = match;
    const value = written.trim();
    const allowed =
      value.startsWith('var(--') || value === 'inherit' || (kind === 'size' && value.startsWith('clamp('));
    return allowed ? [] : [`${name}:${index + 1} font-${kind}: ${value}`];
  });
}

describe('the type scale', () => {
  it('is declared once, in tokens.css: every other rule takes its sizes and weights from it', () => {
    const files = styleFiles();
    expect(files.length).toBeGreaterThan(10);
    const tokens = join(ROOT, 'ui', 'src', 'styles', 'tokens.css');
    expect(files).toContain(tokens);
    // The page's root size in base.css is what the rem sizes are of.
    const found = files
      .filter((file) => file !== tokens)
      .flatMap((file) => offScale(readFileSync(file, 'utf8'), relative(ROOT, file)))
      .filter((hit) => !hit.startsWith(join('ui', 'src', 'styles', 'base.css')) || !hit.endsWith('font-size: 15px'));
    expect(found).toEqual([]);
  });

  it('finds a size or weight written outside the scale', () => {
    const css = [
      '.a {',
      '  font-size: 0.85rem;',
      '  font-weight: 500;',
      '}',
      '.b {',
      '  font-size: var(--text-sm);',
      '}',
    ].join('\n');
    expect(offScale(css, 'x.css')).toEqual(['x.css:2 font-size: 0.85rem', 'x.css:3 font-weight: 500']);
  });
});
