/**
 * The address a typed link points to: web addresses (a missing scheme means https) and mailto; anything
 * else (javascript:, data:, words with spaces) is refused with null.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:/i.test(text)) return /^mailto:[^@]+@[^@]+\.[^@]+$/i.test(text) ? text : null;
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(text)) return `mailto:${text}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
  } catch {
    return null;
  }
}
