import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" style="color:red">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['<p>Fish &amp; chips < 5</p>', '<p>Fish &amp; chips &lt; 5</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps the editor’s formatting and makes links open safely in a new tab', () => {
    const html =
      '<h2>Why</h2><p>We <strong>build</strong> <em>gear</em> <u>that</u> <s>lasts</s>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Quote</blockquote><p><a href="https://northwind.example/about">About</a> <a href="mailto:ceo@northwind.example">Mail</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Why</h2><p>We <strong>build</strong> <em>gear</em> <u>that</u> <s>lasts</s>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
        '<blockquote>Quote</blockquote><p><a href="https://northwind.example/about" target="_blank" rel="noopener noreferrer nofollow">About</a> ' +
        '<a href="mailto:ceo@northwind.example" target="_blank" rel="noopener noreferrer nofollow">Mail</a></p>',
    );
  });
});
