import { describe, expect, it } from 'vitest';
import { redactEmails, redactUrl } from './redact';

describe('redactEmails', () => {
  it.each([
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
    ['No user emma.fischer@northwind.example here', 'No user [email] here'],
    ['a+b@x.co and c@d.example.org', '[email] and [email]'],
  ])('%s → %s', (text, redacted) => {
    expect(redactEmails(text)).toBe(redacted);
  });
});

describe('redactUrl', () => {
  it.each([
    ['https://acme.trellis.example/v3/goals/12', 'https://acme.trellis.example/v3/goals/12'],
    ['https://acme.trellis.example/v3/goals?search=emma#top', 'https://acme.trellis.example/v3/goals'],
    ['http://localhost:3000/v3/invitation/Zq3xV9kLmN0pQrStUvWxYz12', 'http://localhost:3000/v3/invitation/:token'],
    ['/v3/resetpassword/abcdefghijklmnopqrstuvwxyz_-', '/v3/resetpassword/:token'],
    ['/v3/people/emma%40northwind.example', '/v3/people/[email]'],
    ['http://[::1', ''],
  ])('%s → %s', (value, redacted) => {
    expect(redactUrl(value)).toBe(redacted);
  });
});
