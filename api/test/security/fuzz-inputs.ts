/** fast-check arbitraries for the fuzz run: random JSON and the boundary values that break validators. */
import { FLEET_SIZES } from '@dwell/core/constants';
import { DOCUMENT_CATEGORIES } from '@dwell/core/schemas/documents';
import fc from 'fast-check';
import type { ZodType } from 'zod';

const lengths = [5, 6, 7, 8, 63, 64, 65, 119, 120, 121, 199, 200, 201, 254, 255, 256, 257, 500, 501, 4096];

/** Strings at and around every length limit of the schemas, and the classic hostile ones. */
export const BOUNDARY_STRINGS: string[] = [
  '',
  ' ',
  '   padded   ',
  ...lengths.map((n) => 'x'.repeat(n)),
  '😀'.repeat(130),
  '\u0000',
  'line\nbreak\r\n',
  '\u202Egnp.exe',
  '\uFEFFbom',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  ' MiXeD.Case@Example.COM ',
  'a@b',
  '@example.com',
  `${'a'.repeat(250)}@b.co`,
  'cs_test_a1',
  'cs_',
  'general',
  'all',
  'active',
  'archived',
  'asc',
  'name',
  ...DOCUMENT_CATEGORIES,
  ...FLEET_SIZES,
];

/** Any JSON value a client could send in a field. */
export const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a client might add to try to set what only the server may set. */
const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'role', 'companyId', 'company_id', 'id', 'userId');

/** The fields of a zod object schema, by name (empty for anything else). */
export function fieldsOf(schema: ZodType | undefined): Record<string, ZodType> {
  return (schema as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
}

const PLAUSIBLE: unknown[] = [
  ...BOUNDARY_STRINGS,
  ...fc.sample(fc.emailAddress(), { numRuns: 40, seed: 7 }),
  'dispatch.fuzz@fleet.test',
  'correct-horse-9',
  'Fuzz Freight Co',
  'abcdef0123456789',
  true,
  false,
  0,
  1,
];

/**
 * Values the field's own schema accepts, picked from the boundary and plausible values: mixed with hostile
 * ones, so that a good share of the generated objects are valid and reach the handler.
 */
function acceptedBy(field: ZodType, strings = false): fc.Arbitrary<unknown> {
  const pool = PLAUSIBLE.filter((v) => (!strings || typeof v === 'string') && field.safeParse(v).success);
  const hostile = strings ? fc.oneof(fc.constantFrom(...BOUNDARY_STRINGS), fc.string({ maxLength: 40 })) : fieldValue;
  if (pool.length === 0) return hostile;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: hostile });
}

/** Objects with the schema's own fields (each maybe missing) plus a few foreign ones. */
export function objectFor(fields: Record<string, ZodType>): fc.Arbitrary<Record<string, unknown>> {
  const own = fc.record(Object.fromEntries(Object.entries(fields).map(([k, field]) => [k, acceptedBy(field)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), hostileKeys), fieldValue, { maxKeys: 3 });
  return fc.tuple(extra, own).map(([foreign, known]) => ({ ...foreign, ...known }));
}

/** A JSON body: mostly schema-shaped objects, sometimes any JSON value, sometimes text that is not JSON. */
export function jsonBody(fields: Record<string, ZodType>): fc.Arbitrary<{ text: string }> {
  return fc.oneof(
    { weight: 8, arbitrary: objectFor(fields).map((v) => ({ text: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ text: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ text })) },
  );
}

/** Query parameters as sent, in order; a key may repeat (the validator then sees an array). */
export function queryPairs(fields: Record<string, ZodType>): fc.Arbitrary<[string, string][]> {
  const known = Object.entries(fields).map(([k, field]) =>
    fc.tuple(fc.constant(k), acceptedBy(field, true) as fc.Arbitrary<string>),
  );
  const foreign = fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }));
  const pair = known.length ? fc.oneof({ weight: 5, arbitrary: fc.oneof(...known) }, foreign) : foreign;
  return fc.array(pair, { maxLength: 6 });
}

/** A path segment value: anything but what URL parsing would turn into another path ('.', '..', ''). */
export function pathValue(field: ZodType | undefined): fc.Arbitrary<string> {
  const hostile = fc.oneof(
    fc.constantFrom(...BOUNDARY_STRINGS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
  );
  const values = field ? fc.oneof(acceptedBy(field, true) as fc.Arbitrary<string>, hostile) : hostile;
  return values.filter((s) => s !== '' && s !== '.' && s !== '..');
}

/** A file name as the upload screen sends it (URL-encoded in X-File-Name). */
export const fileName = fc.oneof(fc.constantFrom(...BOUNDARY_STRINGS), fc.string({ unit: 'grapheme', maxLength: 300 }));
