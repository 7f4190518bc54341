// Reads the module specifiers a TypeScript/JavaScript file imports, without a full parser: comments, string and
// template contents and regular expressions are blanked first, so an `import` inside a string or a comment is
// never taken for one.

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

/** The word that ends just before `end` in `text`, if any. */
function wordBefore(text, end) {
  let start = end;
  while (start > 0 && /[\w$]/.test(text[start - 1])) start--;
  return text.slice(start, end);
}

/**
 * The source with comments replaced by spaces and the contents of strings, templates and regular expressions
 * by underscores (line breaks kept, so offsets and line numbers stay those of the source).
 */
export function maskSource(source) {
  const out = source.split('');
  const blank = (from, to, fill) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = fill;
  };
  let i = 0;
  let lastSignificant = '';
  let lastSignificantAt = 0;
  // Each open template literal records the brace depth of the `${` that left it.
  const templates = [];
  let braces = 0;

  const readString = (quote) => {
    const start = i++;
    while (i < source.length && source[i] !== quote && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
    blank(start + 1, i, '_');
    i++;
  };
  const readTemplate = () => {
    const start = i;
    while (i < source.length) {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '`') {
        blank(start, i, '_');
        i++;
        templates.pop();
        return;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        blank(start, i, '_');
        i += 2;
        braces++;
        return;
      } else i++;
    }
    blank(start, i, '_');
  };

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop, ' ');
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop, ' ');
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      readString(c);
      lastSignificant = c;
      continue;
    }
    if (c === '`') {
      templates.push(braces);
      i++;
      readTemplate();
      lastSignificant = '`';
      continue;
    }
    if (c === '}' && templates.length > 0 && templates[templates.length - 1] === braces - 1) {
      braces--;
      i++;
      readTemplate();
      lastSignificant = '`';
      continue;
    }
    if (c === '/') {
      const word = /[\w$]/.test(lastSignificant) ? wordBefore(source, lastSignificantAt + 1) : '';
      const startsRegex = lastSignificant === '' || REGEX_BEFORE.has(lastSignificant) || REGEX_AFTER_WORDS.has(word);
      if (startsRegex) {
        const start = i++;
        let inClass = false;
        while (i < source.length && source[i] !== '\n') {
          if (source[i] === '/' && !inClass) break;
          if (source[i] === '[') inClass = true;
          else if (source[i] === ']') inClass = false;
          i += source[i] === '\\' ? 2 : 1;
        }
        blank(start + 1, i, '_');
        i++;
        lastSignificant = '/';
        continue;
      }
    }
    if (c === '{') braces++;
    else if (c === '}') braces--;
    if (!/\s/.test(c)) {
      lastSignificant = c;
      lastSignificantAt = i;
    }
    i++;
  }
  return out.join('');
}

// On the masked source: a quoted specifier shows as its quotes around underscores.
const QUOTED = String.raw`(?<quote>['"])_*\k<quote>`;
const NOT_MEMBER = String.raw`(?<![\w$.])`;
const PATTERNS = [
  // import x from '…', import { a, type b } from '…', import type { T } from '…', import * as n from '…'
  {
    kind: 'static',
    re: new RegExp(String.raw`${NOT_MEMBER}import\s+(type\s+)?([\w$*{}\s,]+?)\s+from\s*${QUOTED}`, 'dg'),
  },
  // export { a } from '…', export type { T } from '…', export * from '…', export * as n from '…'
  {
    kind: 'static',
    re: new RegExp(
      String.raw`${NOT_MEMBER}export\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[\w$\s,]*\})\s*from\s*${QUOTED}`,
      'dg',
    ),
  },
  // import '…' (side effects: styles, polyfills)
  { kind: 'side-effect', re: new RegExp(String.raw`${NOT_MEMBER}import\s*${QUOTED}`, 'dg') },
  // import('…')
  { kind: 'dynamic', re: new RegExp(String.raw`${NOT_MEMBER}import\s*\(\s*${QUOTED}\s*\)`, 'dg') },
];

/**
 * The imports of a source file: each specifier with its line and whether the whole statement is type-only
 * (`import type …`, `export type … from`), which the compiler erases.
 */
export function importsOf(source) {
  const masked = maskSource(source);
  const found = [];
  for (const { kind, re } of PATTERNS) {
    for (const match of masked.matchAll(re)) {
      const [quoteAt] = match.indices.groups.quote;
      const close = masked.indexOf(source[quoteAt], quoteAt + 1);
      const specifier = source.slice(quoteAt + 1, close);
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ specifier, line, typeOnly: kind === 'static' && Boolean(match[1]) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
