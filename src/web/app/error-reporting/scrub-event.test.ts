import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';

const event: ErrorEvent = {
  type: undefined,
  message: 'Lookup failed for emma.fischer@northwind.example',
  user: { id: '7', email: 'olivia.hart@northwind.example', username: 'Olivia Hart', ip_address: '{{auto}}' },
  request: {
    url: 'https://northwind.trellis.example/v3/invitation/Zq3xV9kLmN0pQrStUvWxYz12?email=emma.fischer%40northwind.example',
    headers: { 'User-Agent': 'Chromium', Referer: 'https://mail.example/inbox', Cookie: 'a=b' },
    cookies: { a: 'b' },
    data: { Password: 'Trellis!2026' },
    query_string: 'email=emma',
  },
  exception: { values: [{ type: 'TypeError', value: 'No profile for daniel.cho@northwind.example' }] },
  breadcrumbs: [
    { category: 'fetch', data: { url: '/api/people/search?q=emma', method: 'GET' } },
    { category: 'navigation', data: { from: '/v3/resetpassword/abcdefghijklmnopqrstuvwxyz_-', to: '/v3/home' } },
    { category: 'console', message: 'saved emma.fischer@northwind.example', data: { arguments: ['emma.fischer@northwind.example'] } },
  ],
};

describe('scrubEvent', () => {
  it('keeps the user’s id and nothing else of them, nor of the request', () => {
    const scrubbed = scrubEvent(event, 42);
    expect(scrubbed.user).toEqual({ id: '42' });
    expect(scrubbed.request).toEqual({
      url: 'https://northwind.trellis.example/v3/invitation/:token',
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.message).toBe('Lookup failed for [email]');
    expect(scrubbed.exception?.values?.[0]).toEqual({ type: 'TypeError', value: 'No profile for [email]' });
    expect(JSON.stringify(scrubbed)).not.toMatch(/northwind\.example|Olivia|Trellis!2026|Cookie|inbox/);
  });

  it.each([
    ['signed out', null, undefined],
    ['signed in', 7, { id: '7' }],
  ])('%s: user %o', (_case, userId, user) => {
    expect(scrubEvent(event, userId).user).toEqual(user);
  });
});

describe('scrubBreadcrumb', () => {
  it.each([
    [event.breadcrumbs![0]!, { category: 'fetch', data: { url: '/api/people/search', method: 'GET' } }],
    [event.breadcrumbs![1]!, { category: 'navigation', data: { from: '/v3/resetpassword/:token', to: '/v3/home' } }],
    [event.breadcrumbs![2]!, { category: 'console', message: 'saved [email]', data: {} }],
    [
      { category: 'ui.click', message: 'button.ant-btn > span' },
      { category: 'ui.click', message: 'button.ant-btn > span' },
    ],
  ])('%o → %o', (crumb, scrubbed) => {
    expect(scrubBreadcrumb(crumb)).toEqual(scrubbed);
  });
});
