import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';
import './rich-text.css';

// The tags the rich-text editor writes; anything else (scripts, styles, images, frames) is dropped.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'];
const ALLOWED_ATTR = ['href'];

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links leave the app in a new tab without handing it a reference back.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Stored rich text, cleaned here as well as on the server: nothing but the editor's own markup reaches the page. */
export const cleanHtml = (html: string): string =>
  purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target', 'rel'],
  });

type RichTextProps = { html: string; className?: string; style?: CSSProperties; id?: string };

/** Shows rich text from the strategy document. */
export function RichText({ html, className, style, id }: RichTextProps) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <div
      id={id}
      className={['trellis-rich-text', className].filter(Boolean).join(' ')}
      style={{ overflowWrap: 'anywhere', ...style }}
      // Cleaned by DOMPurify just above against an allowlist of tags.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
