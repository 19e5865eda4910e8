// What leaves a browser in an error report carries no one's address or mailed link (issue 25: nothing
// personal beyond the user's id). Web and server both use these: the browser before it sends, the server
// before it logs.

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// A mailed link's token (invitation, reset, unlock, confirm) or a session token: a long opaque path segment.
const OPAQUE_SEGMENT = /^[\w-]{20,}$/;

/** The text with every e-mail address replaced by '[email]'. */
export const redactEmails = (text: string): string => text.replace(EMAIL, '[email]');

/** A page address without its query, fragment and opaque tokens: /v3/invitation/:token. Unreadable: ''. */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return '';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ':token' : redactEmails(decodeSegment(segment))))
    .join('/');
  return url.host === 'relative.invalid' ? path : `${url.origin}${path}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
