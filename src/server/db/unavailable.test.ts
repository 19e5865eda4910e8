import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown (57P01: PostgreSQL stopping)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['cannot connect now (57P03: starting up)', withCode('57P03', 'the database system is starting up')],
    ['connection failure (08006)', withCode('08006')],
    ['connection does not exist (08003)', withCode('08003')],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['broken pipe', withCode('EPIPE')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['pool cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['client broken by an earlier error', new Error('Client has encountered a connection error and is not queryable')],
    ['refused on every address (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['wrapped by Drizzle', new DrizzleQueryError('select 1', [], withCode('57P01'))],
    ['wrapped twice', new Error('outer', { cause: new Error('inner', { cause: new Error('Connection terminated') }) })],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['syntax error (42601)', withCode('42601')],
    ['serialization failure (40001)', withCode('40001')],
    ['statement timeout (57014: query_canceled, not a shutdown)', withCode('57014')],
    ['a plain error', new Error('boom')],
    ['wrapped by Drizzle', new DrizzleQueryError('insert …', [], withCode('23503'))],
    ['not an error', 'Connection terminated'],
    ['null', null],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
