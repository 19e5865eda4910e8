import { describe, expect, it } from 'vitest';
import { toClientErrorReport } from './report-text';

const PAGE = 'http://localhost:3000/v3/invitation/Zq3xV9kLmN0pQrStUvWxYz12?x=1';

describe('toClientErrorReport', () => {
  it('names the error, keeps its stack, and the page without its token', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at go (app.js:1:2)';
    expect(toClientErrorReport('error', error, PAGE)).toEqual({
      Kind: 'error',
      Message: 'TypeError: x is undefined',
      Stack: 'TypeError: x is undefined\n    at go (app.js:1:2)',
      Url: 'http://localhost:3000/v3/invitation/:token',
    });
  });

  it.each([
    ['a string', 'lost emma@northwind.example', 'lost [email]'],
    ['nothing', undefined, 'Unknown error'],
    ['a blank', '  ', 'Unknown error'],
    ['an object', { status: 500 }, '[object Object]'],
    ['a long text', 'x'.repeat(5000), 'x'.repeat(1000)],
  ])('reads %s thrown as a rejection', (_case, thrown, message) => {
    const report = toClientErrorReport('unhandledrejection', thrown, '/v3/home');
    expect(report).toEqual({ Kind: 'unhandledrejection', Message: message, Url: '/v3/home' });
  });
});
