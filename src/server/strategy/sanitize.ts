import sanitizeHtml from 'sanitize-html';

// What the strategy editor writes: paragraphs, headings, emphasis, lists, quotes and links. Everything
// else — scripts, styles, images, frames, event handlers, javascript: or data: links — is removed.
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A script's or style's text is dropped with the tag, not left behind as words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // Links open in a new tab without handing the strategy page to the target.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: SAFE_HREF.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {} };
    },
  },
};

/** Rich text as it may be stored and shown: the allowlist above, trimmed; '' when nothing is left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
