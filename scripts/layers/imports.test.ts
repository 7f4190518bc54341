import { describe, expect, it } from 'vitest';
import { importsOf } from './imports.mjs';

const specifiers = (source: string) => importsOf(source).map((i) => i.specifier);

describe('importsOf', () => {
  it('reads every form of import and re-export, with its line', () => {
    const source = [
      "import a from './a.ts';",
      "import { b, type B } from '../b.ts';",
      "import * as c from '@dwell/core/c';",
      "import d, { e } from 'd';",
      "import './styles.css';",
      'import {',
      '  f,',
      '  g,',
      "} from './fg.ts';",
      "export { h } from './h.ts';",
      "export * from './i.ts';",
      "export * as j from './j.ts';",
      "const k = () => import('./k.tsx');",
    ].join('\n');
    expect(importsOf(source).map(({ specifier, line }) => [specifier, line])).toEqual([
      ['./a.ts', 1],
      ['../b.ts', 2],
      ['@dwell/core/c', 3],
      ['d', 4],
      ['./styles.css', 5],
      ['./fg.ts', 6],
      ['./h.ts', 10],
      ['./i.ts', 11],
      ['./j.ts', 12],
      ['./k.tsx', 13],
    ]);
  });

  it('marks only whole type-only statements as type-only: an inline `type` still loads the module', () => {
    const found = importsOf(
      [
        "import type { AppType } from '@dwell/api';",
        "export type { T } from './t.ts';",
        "import { type U } from './u.ts';",
      ].join('\n'),
    );
    expect(found.map((i) => [i.specifier, i.typeOnly])).toEqual([
      ['@dwell/api', true],
      ['./t.ts', true],
      ['./u.ts', false],
    ]);
  });

  it('ignores imports written in comments, strings, templates and regular expressions', () => {
    const source = [
      "// import x from './commented.ts';",
      "/* import y from './block.ts'; */",
      'const s = "import z from \'./string.ts\'";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
      "const t = `import w from './template.ts' ${value} import v from './after.ts'`;",
      "const r = /import q from '.\\/regex.ts'/;",
      "const ratio = total / count; import real from './real.ts';",
    ].join('\n');
    expect(specifiers(source)).toEqual(['./real.ts']);
  });

  it('does not take a member called import for an import', () => {
    expect(specifiers("loader.import('./not-a-module.ts'); meta.import './x';")).toEqual([]);
  });

  it('keeps reading after a template with nested expressions and braces', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds nested template literals
    const source = "const a = `x ${fn({ b: `${c}` })} y`;\nimport after from './after.ts';";
    expect(specifiers(source)).toEqual(['./after.ts']);
  });
});
