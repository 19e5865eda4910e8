import { describe, expect, it } from 'vitest';
import { environmentOfHost, subdomainOfHost } from './host';

describe('subdomainOfHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['localhost:3000', undefined],
    ['localhost', undefined],
    ['127.0.0.1:3100', undefined],
    ['acme.trellis.example', 'acme'],
    ['www.trellis.example', undefined],
    ['trellis.example', undefined],
  ])('%s gives %s', (host, expected) => {
    expect(subdomainOfHost(host)).toBe(expected);
  });
});

describe('environmentOfHost', () => {
  it.each([
    ['localhost', 'dev'],
    ['acme.localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['acme.staging.trellis.example', 'staging'],
    ['acme.demo.trellis.example', 'demo'],
    ['demo.trellis.example', 'production'],
    ['acme.trellis.example', 'production'],
  ])('%s is %s', (hostname, expected) => {
    expect(environmentOfHost(hostname)).toBe(expected);
  });
});
