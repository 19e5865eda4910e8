import fc from 'fast-check';
import type { Operation } from './api-operations';
import { validValues, type JsonSchema } from './schema-values';

const MEGABYTE = 1024 * 1024;

/** Numbers at and past every edge a parser or a column has. */
const edgeNumbers = fc.constantFrom(
  0,
  -1,
  1,
  255,
  256,
  32767,
  32768,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  0.5,
  1e-300,
);

/** Text a careless server trips on: control characters, lone surrogates, right-to-left marks, long digits. */
const edgeText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦',
  '9'.repeat(400),
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '\r\nX-Injected: 1',
);

/** One scalar of a wrong or awkward kind. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeNumbers },
  { weight: 3, arbitrary: edgeText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(MEGABYTE)) },
);

/** A value nested `depth` levels deep, in arrays or objects. */
const deep = (depth: number, inObjects: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = inObjects ? { a: value } : [value];
  return value;
};

/** Any awkward JSON value: scalars, wrong containers, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deep(64, false), deep(64, true), deep(500, false), deep(500, true)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(JSON.parse('{"__proto__":{"isAdmin":true}}'), { constructor: { prototype: { isAdmin: true } } }, [], {}),
  },
);

type Shaped = Record<string, unknown>;

/** A valid object with one thing wrong: a field of the wrong kind, a missing field, extra or prototype keys. */
function spoiled(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validValues(schema) as fc.Arbitrary<Shaped>;
  if (names.length === 0) return hostileValue;
  const field = fc.constantFrom(...names);
  return fc.oneof(
    fc.tuple(valid, field, hostileValue).map(([v, k, bad]) => ({ ...v, [k]: bad })),
    fc.tuple(valid, field).map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([name]) => name !== k))),
    fc.tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 })).map(([v, extra]) => ({ ...v, ...extra })),
    valid.map((v) => ({ ...JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'), ...v })),
  );
}

/** A request body sent as written: broken JSON, or nesting deeper than JSON.stringify can write. */
export class RawJson {
  constructor(readonly text: string) {}
}

const rawBodies = fc.constantFrom(
  new RawJson(`${'['.repeat(10_000)}1${']'.repeat(10_000)}`),
  new RawJson(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
  new RawJson('{'),
  new RawJson('{"Title": "a",}'),
  new RawJson('\u0000'),
  new RawJson(''),
  new RawJson('{"Id": 1e999999}'),
  new RawJson('{"Title": "\\ud800"}'),
);

/** A body for an operation: valid, spoiled in one place, anything at all, or not JSON. */
export function hostileBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validValues(schema) },
    { weight: 5, arbitrary: spoiled(schema) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: rawBodies },
  );
}

/** Path and query values for an operation: mostly valid, often not. */
export function hostileParameters(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.parameters) {
    const wrong = p.in === 'query' ? fc.oneof(hostileScalar, fc.array(hostileScalar, { maxLength: 3 })) : hostileScalar;
    record[p.name] = fc.oneof({ weight: 3, arbitrary: validValues(p.schema) }, { weight: 2, arbitrary: wrong });
  }
  const required = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return fc.record(record, { requiredKeys: required });
}
