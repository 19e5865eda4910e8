// Fuzz suite (issue 12): for every operation of the OpenAPI document, generated path values, queries and
// bodies (valid, spoiled in one field, missing or extra fields, prototype keys, wrong types, edge
// numbers, 1 MB strings, lone surrogates, deep nesting). No answer may be a 5xx or show a stack trace,
// and every 4xx has the error shape of ARCHITECTURE.md. Seeded: FUZZ_SEED=<n> repeats a run.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, bearer } from '../testing/test-app';
import { apiOperations, type Operation } from './api-operations';
import { hostileBody, hostileParameters, RawJson } from './hostile-values';
import { givenTwoCompanies } from './two-companies';
import { writeFigures } from './figures';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 200);
// CI sets a fixed seed (.ci/run), so its run is the same each time; without FUZZ_SEED each run explores new inputs.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be a whole number, not '${process.env.FUZZ_SEED}'`);
console.info(`fuzz seed ${SEED} (${process.env.FUZZ_SEED ? 'FUZZ_SEED' : 'random'}; repeat with FUZZ_SEED=${SEED})`);

const t = await createTestApp();
const world = await givenTwoCompanies(t);
const operations = await apiOperations(t.app);
const tally = { requests: 0, serverErrors: 0, stackTraces: 0, badErrorShapes: 0 };

afterAll(async () => {
  writeFigures('fuzz', {
    'endpoints fuzzed': operations.length,
    'requests sent': tally.requests,
    '5xx': tally.serverErrors,
    'stack traces': tally.stackTraces,
    'errors not in the shape': tally.badErrorShapes,
    seed: SEED,
  });
  await t.close();
});

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A path segment or query value as a client would send it; a lone surrogate goes as its raw (invalid) bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ed%a0%80');
}

function urlWith(op: Operation, values: Record<string, unknown>): string {
  const path = op.url.replace(/:(\w+)/g, (_, name: string) => encode(values[name]));
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.name in values)
    .flatMap((p) => [values[p.name]].flat().map((v) => `${encodeURIComponent(p.name)}=${encode(v)}`));
  return query.length ? `${path}?${query.join('&')}` : path;
}

const STACK_TRACE = /\n\s+at .+\(|node_modules|\.ts:\d+:\d+|\bat async\b/;

/** What is wrong with an answer, or null. */
function fault(status: number, body: string, contentType: string | undefined): string | null {
  if (status >= 500) return `status ${status}`;
  if (STACK_TRACE.test(body)) return 'a stack trace in the answer';
  if (status < 400) return null;
  if (!contentType?.startsWith('application/json')) return `a ${status} that is not JSON (${contentType})`;
  const error = JSON.parse(body) as { Message?: unknown; Errors?: unknown };
  const fieldsOk =
    error.Errors === undefined ||
    (Array.isArray(error.Errors) &&
      error.Errors.every((e: { Field?: unknown; Message?: unknown }) => typeof e.Field === 'string' && typeof e.Message === 'string'));
  if (typeof error.Message !== 'string' || error.Message.length === 0 || !fieldsOk)
    return `a ${status} not in the error shape: ${body.slice(0, 200)}`;
  return null;
}

/** A request and answer, short enough to read in a failure report. */
const brief = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

describe.each(operations)('fuzz $key', (op) => {
  it(`answers ${RUNS_PER_OPERATION} generated requests without a 5xx, a stack trace or a shapeless error`, async () => {
    const input = fc.record({ values: hostileParameters(op), body: op.body ? hostileBody(op.body) : fc.constant(undefined) });
    const problems: string[] = [];
    const outcome = await fc.check(
      fc.asyncProperty(input, async ({ values, body }) => {
        tally.requests++;
        const url = urlWith(op, values);
        const payload = body === undefined ? undefined : body instanceof RawJson ? body.text : JSON.stringify(body);
        const headers = { ...bearer(world.caller.tokens.ceo), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) };
        const res = await t.app.inject({ method: op.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
        if (res.statusCode === 401 && op.access !== 'public') await world.signInAgain('ceo');
        const problem = fault(res.statusCode, res.body, res.headers['content-type'] as string | undefined);
        if (!problem) return true;
        if (res.statusCode >= 500) tally.serverErrors++;
        else if (problem.startsWith('a stack')) tally.stackTraces++;
        else tally.badErrorShapes++;
        problems.push(`${problem}\n  ${op.method} ${brief(url)}\n  body ${brief(payload ?? '')}\n  answer ${brief(res.body)}`);
        return false;
      }),
      { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
    );
    // A throw inside the property (not an answer) is a failure too.
    if (outcome.failed && problems.length === 0) problems.push(`the request could not be made: ${String(outcome.errorInstance)}`);
    expect(problems, `seed ${SEED}`).toEqual([]);
  }, 120_000);
});
