import sanitizeHtml from 'sanitize-html';

// What the rich-text editors (strategy; later notes, appraisals, manuals) write: paragraphs, headings, emphasis, lists, quotes and links. Everything
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!);

export type TextBlock = { text: string; heading: boolean; listItem: boolean };

/**
 * Stored rich text (already sanitised to the allowlist above) as plain blocks for documents: one per paragraph,
 * heading or list item, list items marked, empty blocks dropped.
 */
export function richTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const re = /<(p|h[1-4]|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  const clean = sanitizeHtml(html, { ...OPTIONS, allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'br'] });
  for (const m of clean.matchAll(re)) {
    const tag = m[1]!.toLowerCase();
    const text = decode(m[2]!.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).trim();
    if (text) blocks.push({ text: tag === 'li' ? `• ${text}` : text, heading: tag.startsWith('h'), listItem: tag === 'li' });
  }
  const bare = decode(clean.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return blocks.length || !bare ? blocks : [{ text: bare, heading: false, listItem: false }];
}

/** Stored rich text as plain words, one block a line: what searches read. */
export const richTextPlain = (html: string): string =>
  richTextBlocks(html)
    .map((b) => b.text)
    .join('\n');
