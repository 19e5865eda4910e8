import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it.each([
    ['https://northwind.example/plan', 'https://northwind.example/plan'],
    ['northwind.example', 'https://northwind.example/'],
    ['  http://intranet.example/a?b=1  ', 'http://intranet.example/a?b=1'],
    ['olivia@northwind.example', 'mailto:olivia@northwind.example'],
    ['mailto:olivia@northwind.example', 'mailto:olivia@northwind.example'],
  ])('%s links to %s', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'two words',
    'ftp://files.example',
    'nodot',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeNull();
  });
});
