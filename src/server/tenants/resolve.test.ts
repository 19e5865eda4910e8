import { describe, expect, it } from 'vitest';
import { subdomainOfHost } from './resolve';

describe('subdomainOfHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['ACME.localhost', 'acme'],
    ['localhost:3000', null],
    ['acme.example.com', 'acme'],
    ['example.com', null],
    ['www.example.com', null],
    ['127.0.0.1:3000', null],
    ['[::1]:3000', null],
    [undefined, null],
  ])('%s → %s', (host, sub) => {
    expect(subdomainOfHost(host)).toBe(sub);
  });
});
