import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * Every part's style sheets end up in one page: a remote's load after the shell's, in the order the screens are
 * opened. A selector two parts both style is then styled by whichever loaded last: the events remote's billing
 * list took the account remote's three-column `.facts` once that area's styles loaded in the background.
 */

/** The selectors a style sheet styles (inside @media and @supports too; not keyframe steps), spaces evened. */
function selectorsOf(css: string): string[] {
  const found: string[] = [];
  for (const [, prelude = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)) {
    const text = prelude.trim();
    if (text.startsWith('@')) continue;
    for (const selector of text.split(',')) {
      const even = selector.trim().replace(/\s+/g, ' ');
      if (even && !/^(from|to|[\d.]+%)$/.test(even)) found.push(even);
    }
  }
  return found;
}

/** The selectors styled by more than one part (a workspace folder), each with the parts that style it. */
function sharedSelectors(sheets: { part: string; css: string }[]): Record<string, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const { part, css } of sheets) {
    for (const selector of selectorsOf(css)) owners.set(selector, (owners.get(selector) ?? new Set()).add(part));
  }
  return Object.fromEntries([...owners].filter(([, parts]) => parts.size > 1).map(([s, parts]) => [s, [...parts]]));
}

describe('style sheets', () => {
  it('reads the selectors of rules, at-rules included, and not keyframe steps or comments', () => {
    const css = `/* .gone { } */
      .a, .b  >  .c { color: red }
      @media (min-width: 600px) { .a { color: blue } }
      @keyframes spin { from { opacity: 0 } 50% { opacity: 1 } to { opacity: 0 } }`;
    expect(selectorsOf(css)).toEqual(['.a', '.b > .c', '.a']);
  });

  it('tells a selector two parts style apart from one a part styles twice', () => {
    expect(
      sharedSelectors([
        { part: 'mfe-events', css: '.facts { display: grid } .facts { gap: 0 }' },
        { part: 'mfe-account', css: '.facts { display: block } .tiles { gap: 0 }' },
      ]),
    ).toEqual({ '.facts': ['mfe-events', 'mfe-account'] });
  });

  it('of different parts never style the same selector: each part names its own classes', () => {
    const files = execFileSync('git', ['ls-files', '*.css'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    const sheets = files.map((file) => ({
      part: file.split('/')[0] ?? '',
      css: readFileSync(join(ROOT, file), 'utf8'),
    }));
    expect(sharedSelectors(sheets)).toEqual({});
  });
});
